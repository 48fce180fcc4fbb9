import ArgumentParser

/// `--theme NAME|PATH` for the commands that take one theme (`run`, `play`, `present`,
/// `audit`, `export swift`, `buttons check`), declared once: this group, and
/// ``SimulatorOptions``, which declares the option with this help and completion and fills it
/// in the same way.
struct ThemeOption: ParsableArguments {
    @Option(help: ThemeOption.help, completion: Completions.themeNames)
    var theme: String?

    /// What `--theme` says in help.
    static let help = ArgumentHelp(
        "A theme name from Themes/ (default, dark, high-contrast, high-contrast-light) or a path to a theme file; default: default."
    )

    /// `given`, else the project's theme (`.button-sim.json`).
    static func orProjectDefault(_ given: String?) throws -> String? {
        try given ?? ProjectDefaultsLookup.value(\.theme)
    }

    /// The project's theme when the command line names none.
    mutating func validate() throws {
        theme = try Self.orProjectDefault(theme)
    }
}
