import Platform
import Simulator
import Theming

/// `buttons check`: button files validated, with warnings and state coverage, against one
/// theme and no board of its own.
public enum ButtonsCheckJob {
    /// One check per path, in order, against the theme `--theme` names (else `default`).
    /// - Parameters:
    ///   - paths: Button files.
    ///   - theme: `--theme`: a name in the themes folders or a path.
    ///   - themeFolders: Where theme names are looked up.
    /// - Throws: A missing or invalid theme (exit 3).
    public static func checks(_ paths: [String], theme: String?, themeFolders: [URL] = ThemeCatalog.userFolders())
        throws(HeadlessFailure) -> [BoardCheck]
    {
        var catalog = ThemeCatalog.discover(in: themeFolders)
        let entry: ThemeCatalog.Entry
        do {
            entry = try catalog.entry(forArgument: theme ?? Theme.builtInDefaultName)
        } catch {
            throw HeadlessFailure(error)
        }
        switch catalog.load(entry) {
        case .success(let loaded):
            return paths.map { BoardCheck(path: $0, theme: loaded, themeFile: entry.url?.relativePath) }
        case .failure(let error):
            throw HeadlessFailure(LaunchError.theme(error.problems.map(\.line).joined(separator: "\n")))
        }
    }
}
