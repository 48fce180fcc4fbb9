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
    ///   - themeFolders: Where theme names are looked up.
    public static func checks(_ paths: [String], strict: Bool, themeFolders: [URL] = ThemeCatalog.userFolders())
        -> [ThemeCheck]
    {
        // Custom state words in a theme mean what the built-in board's states mean.
        let customStates = BoardSource.builtInBoard.buttons.flatMap(\.states)
        let catalog = ThemeCatalog.discover(in: themeFolders)
        return paths.map { path in
            let loaded =
                path.contains("/") || path.hasSuffix(".json")
                ? ThemeLoader.load(
                    contentsOf: URL(fileURLWithPath: path), strict: strict,
                    trustedFolders: ThemeCatalog.trustedFolders())
                : catalog.load(path, strict: strict)
            return ThemeCheck(path: path, loaded: loaded, customStates: customStates)
        }
    }
}
