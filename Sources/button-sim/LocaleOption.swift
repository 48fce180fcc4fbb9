import ArgumentParser
import ButtonKit

/// `--locale TAG`: the one language a board is shown in (`run`, `play`, `present`,
/// `render`, `gallery`), declared once: this group, and ``SimulatorOptions``, which declares
/// the option with this help and completion and fills it in the same way.
struct LocaleOption: ParsableArguments {
    @Option(help: LocaleOption.help, completion: Completions.locales)
    var locale: LocaleTag?

    /// What `--locale` says in help.
    static let help = ArgumentHelp(
        "Language of the titles: a locale the button file declares (built-in board: en, zh).")

    /// `given`, else the project's locale (`.button-sim.json`).
    static func orProjectDefault(_ given: LocaleTag?) throws -> LocaleTag? {
        try given ?? ProjectDefaultsLookup.value(\.locale)
    }

    /// The project's locale when the command line names none.
    mutating func validate() throws {
        locale = try Self.orProjectDefault(locale)
    }
}
