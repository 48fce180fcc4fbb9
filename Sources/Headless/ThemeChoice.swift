import ButtonKit
import Simulator
import Theming

/// The theme a command without a state file draws a board in: the one asked for, else the
/// catalogue's default, with `run`'s fallbacks to the built-in default.
enum ThemeChoice {
    /// The theme `argument` names, checked against the board.
    /// - Parameters:
    ///   - argument: A theme name or path; `nil` for the default.
    ///   - board: The board the theme must suit.
    ///   - source: Where the board came from, for messages.
    ///   - catalog: The themes found in the user's folders.
    /// - Throws: A missing or invalid theme asked for, or variants and tokens the board
    ///   needs and the theme lacks.
    static func theme(
        _ argument: String?, board: BoardDefinition, source: BoardSource, catalog: ThemeCatalog
    ) throws(LaunchError) -> Theme {
        var catalog = catalog
        var requested: ThemeCatalog.Entry?
        if let argument { requested = try catalog.entry(forArgument: argument) }
        let entry =
            requested ?? catalog.entry(id: Theme.builtInDefaultName)
            ?? catalog.lookup(Theme.builtInDefaultName).entry ?? catalog.entries.first
            ?? ThemeCatalog.Entry(name: Theme.builtInDefaultName, url: nil)
        var theme: Theme
        var themeFile = entry.url?.relativePath
        switch catalog.load(entry) {
        case .success(let loaded): theme = loaded
        case .failure(let error):
            if requested != nil { throw .theme(error.problems.map(\.line).joined(separator: "\n")) }
            theme = Theme.builtInDefault
            themeFile = nil
        }
        let missing = source.themeProblems(in: board, theme: theme, themeFile: themeFile)
        guard !missing.isEmpty else { return theme }
        if requested != nil || theme.name == Theme.builtInDefaultName {
            throw .buttons(missing.map(\.line).joined(separator: "\n"))
        }
        // A default found in the folders that does not suit this board: the built-in one.
        let fallback = source.themeProblems(in: board, theme: Theme.builtInDefault, themeFile: nil)
        if !fallback.isEmpty { throw .buttons(fallback.map(\.line).joined(separator: "\n")) }
        return Theme.builtInDefault
    }
}
