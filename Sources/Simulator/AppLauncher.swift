import ButtonKit
import Definitions
import Persistence
import Platform
import Rendering
import Theming

/// Builds the first ``AppState`` from the options, the button file, the themes folder and
/// the saved state. This is the start-up IO shared by `run`, `play` and the pictures.
public enum AppLauncher {
    /// What start-up prepared.
    public struct Prepared {
        /// The first state.
        public var state: AppState
        /// The themes `t` cycles.
        public var catalog: ThemeCatalog
        /// Where the state is saved, if anywhere.
        public var store: StateFileStore?

        /// A prepared run.
        public init(state: AppState, catalog: ThemeCatalog, store: StateFileStore?) {
            self.state = state
            self.catalog = catalog
            self.store = store
        }
    }

    /// Prepares a run.
    /// - Parameters:
    ///   - options: The command line's options.
    ///   - size: The terminal size.
    ///   - monochrome: NO_COLOR is set.
    ///   - useDefaultStateFile: `run` saves to the default location unless told otherwise;
    ///     `play` touches a state file only when `--state-file` names one.
    ///   - themeFolders: Where user themes are found, in the order they override each other.
    ///   - environment: Where the default state files are (`XDG_STATE_HOME`, `HOME`).
    public static func prepare(
        _ options: LaunchOptions, size: TerminalSize, monochrome: Bool,
        useDefaultStateFile: Bool,
        themeFolders: [URL] = ThemeCatalog.userFolders(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(LaunchError) -> Prepared {
        // Each board keeps its own state (the built-in board and every button file); an
        // explicit --state-file is one file that also restores the board it was saved with.
        // Something that is not a state file is never read, moved or saved over: named on
        // the command line it is refused before anything starts; at the default path the
        // program starts and does not save.
        let explicitStore = options.stateFile.map { StateFileStore(url: URL(fileURLWithPath: $0)) }
        var saved: SavedState?
        var status: StatusMessage?
        var savesState = true
        func load(_ store: StateFileStore) {
            guard !options.fresh else { return }
            switch store.load() {
            case .success(let state): saved = state
            case .failure(let error):
                status = .problem(error.message)
                if case .notStateFile = error { savesState = false }
            }
        }
        if let explicitStore {
            do {
                try explicitStore.requireStateFileOrNothing()
            } catch .notStateFile(let path, let detail) {
                throw .stateFile("--state-file \(path) is \(detail); nothing was read or moved")
            } catch .notRegularFile(let path, let kind) {
                throw .stateFile("--state-file \(path) is \(kind), not a state file; nothing was read or moved")
            } catch {
                // Unreadable or unwritable: the load and the save say so.
            }
            load(explicitStore)
        }
        var buttonsArgument = options.buttonsFile
        var notes: [StatusMessage.RestoreNote] = []
        if buttonsArgument == nil, let file = saved?.buttonsFile {
            if FileManager.default.fileExists(atPath: file) {
                buttonsArgument = file
            } else {
                notes.append(.buttonFileGone(file))
            }
        }
        let source: BoardSource
        switch BoardSource.resolve(buttonsArgument, environment: environment) {
        case .success(let resolved): source = resolved
        case .failure(let notFound): throw .buttons(notFound.message)
        }
        var store = explicitStore
        if store == nil, useDefaultStateFile {
            StateFileStore.migrateSharedState(environment: environment)
            let boardStore = StateFileStore(
                url: StateFileStore.defaultURL(forButtonsFile: source.absolutePath, environment: environment))
            load(boardStore)
            store = savesState ? boardStore : nil
        }
        var board: BoardDefinition
        var boardSource = source
        switch (source.load(), options.buttonsFile) {
        case (.success(let loaded), _): board = loaded.board
        case (.failure(let error), nil) where buttonsArgument != nil:
            // The saved button file no longer loads: the built-in board, and why.
            board = BoardSource.builtInBoard
            boardSource = .builtIn
            notes.append(.buttonFileBroken(error.errors.first?.line ?? "invalid"))
        case (.failure(let error), _): throw .buttons(error.errors.map(\.line).joined(separator: "\n"))
        }
        if let framework = options.framework { board = board.following(framework) }
        // Apple's names find the file's tags: `--locale zh-Hans` shows a file's `zh`.
        var options = options
        if let locale = options.locale, let declared = locale.matching(in: board.locales) {
            options.locale = declared
        }
        if let locale = options.locale, !board.locales.contains(locale) {
            throw .buttons(
                "--locale \(locale): the button file \(boardSource.path ?? "Buttons/default.json") declares \(board.locales.map(\.rawValue).joined(separator: ", "))"
            )
        }

        var catalog = ThemeCatalog.discover(
            in: themeFolders, besideButtonFile: boardSource.absolutePath.map { URL(fileURLWithPath: $0) })
        var requestedTheme: ThemeCatalog.Entry?
        if let theme = options.theme {
            requestedTheme = try catalog.entry(forArgument: theme)
        }

        let settings = SimulatorSettings(stepDelay: options.stepDelay, animates: options.animates)
        var simulator = SimulatorState(board: board, locale: options.locale, settings: settings)
        var savedTheme: ThemeCatalog.Entry?
        var savedEnvironment: DisplayEnvironment?
        if let saved, let store {
            let restored = saved.restore(on: board, settings: settings, locale: options.locale)
            simulator = restored.state
            savedEnvironment = saved.environment
            if saved.buttonsFile != boardSource.absolutePath, notes.isEmpty {
                let other = saved.buttonsFile.map { String($0.split(separator: "/").last ?? "") }
                notes.append(.savedWithOtherBoard(other))
            }
            notes += restored.mismatches.map(StatusMessage.RestoreNote.mismatch)
            // A theme asked for wins, and the saved one is not even added. Themes are told
            // apart by their full path, so a saved file never stands in for another of its name.
            if requestedTheme == nil {
                switch catalog.restore(saved.theme) {
                case .found(let entry): savedTheme = entry
                case .ambiguous(let entries):
                    notes.append(.themeAmbiguous(saved.theme, entries.map(catalog.label(of:))))
                case .missing: break
                }
            }
            status = .restored(from: explicitStore == nil ? nil : store.url.path, notes: notes)
        }

        let entry =
            requestedTheme ?? savedTheme ?? catalog.entry(id: Theme.builtInDefaultName)
            ?? catalog.lookup(Theme.builtInDefaultName).entry ?? catalog.entries.first
            ?? ThemeCatalog.Entry(name: Theme.builtInDefaultName, url: nil)
        var theme: Theme
        var themeFile = entry.url?.relativePath
        switch catalog.load(entry) {
        case .success(let loaded):
            theme = loaded
        case .failure(let error):
            if requestedTheme != nil {
                throw .theme(error.problems.map(\.line).joined(separator: "\n"))
            }
            theme = Theme.builtInDefault
            themeFile = nil
            status = .savedThemeInvalid(catalog.label(of: entry), problem: error.problems.first?.line ?? "")
        }
        let missing = boardSource.themeProblems(in: board, theme: theme, themeFile: themeFile)
        if !missing.isEmpty {
            if requestedTheme != nil || theme.name == Theme.builtInDefaultName {
                throw .buttons(missing.map(\.line).joined(separator: "\n"))
            }
            // The saved theme does not suit this board: fall back to the default.
            theme = Theme.builtInDefault
            status = .problem(missing[0].line)
            let fallback = boardSource.themeProblems(in: board, theme: theme, themeFile: nil)
            if !fallback.isEmpty { throw .buttons(fallback.map(\.line).joined(separator: "\n")) }
        }
        var screen = ScreenModel(
            simulator: simulator, theme: theme, status: status, monochrome: monochrome,
            keys: KeyBindings.help(for: board))
        screen.touchSlop = options.touchSlop
        screen.gallerySelection = options.allStates ? .every : .review
        var state = AppState(
            screen: screen, size: size, themeIDs: catalog.ids, boardSource: boardSource,
            themeLabels: catalog.labels)
        state.frameworkOverride = options.framework
        // The environment asked for wins over the saved one; the theme chosen stays the base.
        state.screen.setEnvironment(options.environment ?? savedEnvironment ?? .standard, base: theme)
        return Prepared(state: state, catalog: catalog, store: store)
    }
}
