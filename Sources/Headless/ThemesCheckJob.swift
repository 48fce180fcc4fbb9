import ButtonKit
import Platform
import Simulator
import Theming

/// `themes check`: theme files, manifests or theme names validated, with where each role
/// comes from and contrast per variant and state.
public enum ThemesCheckJob {
    /// One check per path, in order.
    /// - Parameters:
    ///   - paths: Theme files, manifests (anything with a `/` or ending in `.json`) or theme names.
    ///   - strict: Problems in tokens no button uses are errors, not warnings.
    ///   - buttons: `--buttons` as given: the states of that board are measured (its custom
    ///     states give the theme's state words their meaning), in the variants its buttons
    ///     use; `nil` measures each theme's own states (``Theme/ownCustomStates``) in every
    ///     variant, never another board's.
    ///   - themeFolders: Where theme names are looked up.
    ///   - environment: The process environment (where `Buttons/` names are looked up).
    /// - Throws: A button file that cannot be found or read, before any theme is checked.
    public static func checks(
        _ paths: [String], strict: Bool, buttons: String? = nil, themeFolders: [URL] = ThemeCatalog.userFolders(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(HeadlessFailure) -> [ThemeCheck] {
        let board = try buttons.map { path throws(HeadlessFailure) in
            try HeadlessInput.board(path, environment: environment).0
        }
        let boardStates = board?.buttons.flatMap(\.states)
        let boardVariants = board.map { Set($0.buttons.map(\.variant)) }
        let catalog = ThemeCatalog.discover(in: themeFolders)
        return paths.map { path in
            let loaded =
                path.contains("/") || path.hasSuffix(".json")
                ? ThemeLoader.load(
                    contentsOf: URL(fileURLWithPath: path), strict: strict,
                    trustedFolders: ThemeCatalog.trustedFolders())
                : catalog.load(path, strict: strict)
            let states = boardStates ?? ((try? loaded.get())?.ownCustomStates ?? [])
            return ThemeCheck(path: path, loaded: loaded, customStates: states, variants: boardVariants)
        }
    }
}
