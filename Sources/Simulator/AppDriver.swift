import ButtonKit
import Persistence
import Platform
import Rendering
import Theming

/// Runs the application: sends actions through ``AppReducer`` and carries out the effects
/// with a scheduler, the theme catalog and the state file. The live terminal runtime and
/// headless `play` both drive this same object; only the scheduler differs.
@MainActor
public final class AppDriver {
    /// The application's state, changed only by ``send(_:)``.
    public private(set) var state: AppState
    /// Runs the engine's timers: Dispatch timers live, a ``ManualScheduler`` under `play`.
    public let scheduler: TimerScheduler
    /// The themes `t` cycles through, loaded by name when one is asked for.
    public private(set) var catalog: ThemeCatalog
    /// Where the state is saved on quit; `nil` to never touch a state file.
    public let stateStore: StateFileStore?
    /// Set once the engine asked to quit.
    public private(set) var didQuit = false
    /// Why the last save failed, if it did; shown after the terminal is given back, since
    /// a status line is gone once the program quits.
    public private(set) var saveError: String?
    /// Called after the quit effect (after saving).
    public var onQuit: (@MainActor () -> Void)?
    /// Called when a theme was loaded, with the files it was read from (a manifest reads
    /// several; a built-in theme none), so the runtime re-watches them.
    public var onThemeChanged: (@MainActor ([String]) -> Void)?

    /// Creates a driver; nothing runs until the first ``send(_:)``.
    /// - Parameters:
    ///   - state: The first state, as ``AppLauncher`` prepared it.
    ///   - scheduler: Runs the engine's timers.
    ///   - catalog: The themes `t` cycles through.
    ///   - stateStore: Where the state is saved on quit; `nil` to never touch a state file.
    public init(state: AppState, scheduler: TimerScheduler, catalog: ThemeCatalog, stateStore: StateFileStore?) {
        self.state = state
        self.scheduler = scheduler
        self.catalog = catalog
        self.stateStore = stateStore
    }

    /// Sends an action and runs what it asks for.
    public func send(_ action: AppAction) {
        let effects = AppReducer.reduce(&state, action)
        for effect in effects { run(effect) }
    }

    /// The last frame drawn and what it was drawn from.
    private var lastDrawn: (screen: ScreenModel, size: TerminalSize, frame: Frame)?

    /// Draws the current state into a frame of the terminal's size. When only the spinner
    /// moved since the last frame, just the spinning buttons are drawn again (and nothing,
    /// under the gallery, whose cells are still).
    public func frame() -> Frame {
        var frame: Frame
        if let last = lastDrawn, last.size == state.size, state.screen.overlay == .gallery,
            Self.differsOnlyInSpinner(last.screen, state.screen)
        {
            // The gallery covers the buttons and draws its cells still: a tick changes nothing.
            frame = last.frame
        } else if let last = lastDrawn, last.size == state.size, state.screen.overlay == .none,
            Self.differsOnlyInSpinner(last.screen, state.screen)
        {
            frame = last.frame
            MainScreen.redrawSpinners(state.screen, into: &frame)
        } else {
            frame = Frame(width: state.size.columns, height: state.size.rows)
            MainScreen.render(state.screen, area: frame.area, into: &frame)
        }
        lastDrawn = (state.screen, state.size, frame)
        return frame
    }

    static func differsOnlyInSpinner(_ old: ScreenModel, _ new: ScreenModel) -> Bool {
        var old = old
        old.simulator.spinnerFrame = new.simulator.spinnerFrame
        return old == new
    }

    /// Re-reads the current theme (after its file changed on disk).
    public func reloadCurrentTheme() {
        load(theme: state.screen.theme.name)
    }

    /// The button file to watch for live edits; `nil` for the built-in board.
    public var boardFilePath: String? { state.boardSource.path }

    /// Re-reads the button file (after it changed on disk). A bad edit keeps the last good
    /// board and says why on the status line.
    public func reloadBoard() {
        let source = state.boardSource
        switch source.load() {
        case .success(let loaded):
            let theme = state.screen.theme
            let missing = source.themeProblems(
                in: loaded.board, theme: theme, themeFile: catalog.entry(named: theme.name)?.url?.relativePath)
            if let first = missing.first {
                send(.statusReported("\(first.line); kept the last good board", isError: true))
                return
            }
            send(.boardReloaded(loaded.board))
        case .failure(let error):
            let errors = error.errors
            let more = errors.count > 1 ? " (+\(errors.count - 1) more)" : ""
            send(
                .statusReported(
                    "\(errors.first?.line ?? "invalid button file")\(more); kept the last good board", isError: true))
        }
    }

    private func run(_ effect: AppEffect) {
        switch effect {
        case .engine(.schedule(let id, let delay)):
            scheduler.schedule(id, after: delay) { [weak self] in self?.send(.timerFired(id)) }
        case .engine(.cancel(let id)):
            scheduler.cancel(id)
        case .engine(.emit):
            break
        case .engine(.save):
            save()
        case .engine(.quit):
            didQuit = true
            onQuit?()
        case .loadTheme(let name):
            // `t`: a broken theme, or one lacking a variant the board uses, is skipped and
            // named, so the key never sticks on it.
            let board = state.simulator.board
            let source = state.boardSource
            let cycle = catalog.cycle(from: name, current: state.screen.theme.name) { entry, theme in
                source.themeProblems(in: board, theme: theme, themeFile: entry.url?.relativePath).first?.line
            }
            if let (_, theme) = cycle.loaded {
                send(.themeLoaded(theme))
                onThemeChanged?(theme.sourceFiles)
            }
            if let note = cycle.note { send(.statusReported(note, isError: true)) }
        }
    }

    private func load(theme name: String) {
        switch catalog.load(name) {
        case .success(let theme):
            let board = state.simulator.board
            let missing = state.boardSource.themeProblems(
                in: board, theme: theme, themeFile: catalog.entry(named: name)?.url?.relativePath)
            if let first = missing.first {
                send(.themeFailed("\(first.line); kept theme \(state.screen.theme.name)"))
                return
            }
            send(.themeLoaded(theme))
            onThemeChanged?(theme.sourceFiles)
        case .failure(let error):
            let first = error.problems.first?.line ?? "invalid theme"
            let more = error.problems.count > 1 ? " (+\(error.problems.count - 1) more)" : ""
            send(.themeFailed("\(first)\(more); kept theme \(state.screen.theme.name)"))
        }
    }

    private func save() {
        guard let stateStore else { return }
        do {
            try stateStore.save(
                SavedState(state.simulator, theme: state.savedThemeName, buttonsFile: state.boardSource.absolutePath))
            saveError = nil
        } catch {
            saveError = error.message
            send(.statusReported(error.message, isError: true))
        }
    }
}
