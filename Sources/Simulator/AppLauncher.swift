import ButtonKit
import FoundationEssentials
import Persistence
import Rendering
import Theming

/// Builds the first ``AppState`` from the options, the themes folder and the saved state.
/// This is the start-up IO shared by `run` and `play`.
public enum AppLauncher {
    /// What start-up prepared.
    public struct Prepared {
        public var state: AppState
        public var catalog: ThemeCatalog
        public var store: StateFileStore?
    }

    /// - Parameters:
    ///   - useDefaultStateFile: `run` saves to the default location unless told otherwise;
    ///     `play` touches a state file only when `--state-file` names one.
    public static func prepare(_ options: LaunchOptions, size: TerminalSize, monochrome: Bool,
                               useDefaultStateFile: Bool,
                               themeFolders: [URL] = ThemeCatalog.userFolders()) throws(LaunchError) -> Prepared {
        var catalog = ThemeCatalog.discover(in: themeFolders)
        var requestedTheme: String?
        if let theme = options.theme {
            if theme.contains("/") || theme.hasSuffix(".json") {
                let url = URL(fileURLWithPath: theme)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw .theme("\(theme): theme file not found")
                }
                requestedTheme = catalog.add(file: url).name
            } else {
                guard catalog.entry(named: theme) != nil else {
                    throw .theme("\(theme): no such theme; known: \(catalog.names.joined(separator: ", "))")
                }
                requestedTheme = theme
            }
        }

        let store: StateFileStore? = options.stateFile.map { StateFileStore(url: URL(fileURLWithPath: $0)) }
            ?? (useDefaultStateFile ? StateFileStore(url: StateFileStore.defaultURL()) : nil)
        let settings = SimulatorSettings(stepDelay: options.stepDelay, animates: options.animates)
        var simulator = SimulatorState(locale: options.locale ?? .en, settings: settings)
        var status: StatusMessage?
        var savedTheme: String?
        if let store, !options.fresh {
            switch store.load() {
            case .success(let saved?):
                simulator = saved.restore(settings: settings)
                if let locale = options.locale, locale != simulator.locale {
                    _ = SimulatorReducer.reduce(&simulator, .localeChanged(locale))
                }
                savedTheme = saved.theme
                status = StatusMessage("restored the state saved in \(store.url.path)")
            case .success(nil):
                break
            case .failure(let error):
                status = StatusMessage(error.message, isError: true)
            }
        }

        let themeName = requestedTheme ?? savedTheme.flatMap { catalog.entry(named: $0)?.name } ?? Theme.builtInDefault.name
        let theme: Theme
        switch catalog.load(themeName) {
        case .success(let loaded):
            theme = loaded
        case .failure(let error):
            if requestedTheme != nil {
                throw .theme(error.problems.map(\.line).joined(separator: "\n"))
            }
            theme = Theme.builtInDefault
            status = StatusMessage("saved theme \(themeName) is invalid: \(error.problems.first?.line ?? "")", isError: true)
        }
        let screen = ScreenModel(simulator: simulator, theme: theme, status: status, monochrome: monochrome)
        return Prepared(state: AppState(screen: screen, size: size, themeNames: catalog.names), catalog: catalog, store: store)
    }
}
