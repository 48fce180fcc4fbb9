import ArgumentParser
import Headless

/// `--theme NAME,...` for the commands that draw or review several themes at once
/// (`render`, `gallery`, `contract`, `sheet`), declared once.
struct ThemesOption: ParsableArguments {
    @Option(
        help:
            "A theme name from Themes/ (default, dark, high-contrast, high-contrast-light) or a path to a theme file, or a comma list of them (render and gallery: side by side, with --look device); default: default.",
        completion: Completions.themeNames)
    var theme: String?

    /// The project's theme (`.button-sim.json`) when the command line names none.
    mutating func validate() throws {
        if theme == nil { theme = try ProjectDefaultsLookup.value(\.theme) }
    }

    /// The themes asked for, `[nil]` for the default.
    var list: [String?] { HeadlessInput.themeList(theme) }
}
