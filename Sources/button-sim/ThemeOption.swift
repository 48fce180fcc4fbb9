import ArgumentParser

/// `--theme NAME|PATH` for the commands that take one theme (`run`, `play`, `present`,
/// `audit`, `export swift`, `buttons check`), declared once.
struct ThemeOption: ParsableArguments {
    @Option(
        help:
            "A theme name from Themes/ (default, dark, high-contrast, high-contrast-light) or a path to a theme file; default: default.",
        completion: Completions.themeNames)
    var theme: String?

    /// The project's theme (`.button-sim.json`) when the command line names none.
    mutating func validate() throws {
        if theme == nil { theme = try ProjectDefaultsLookup.value(\.theme) }
    }
}
