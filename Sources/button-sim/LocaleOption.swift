import ArgumentParser
import ButtonKit

/// `--locale TAG`: the one language a board is shown in (`run`, `play`, `present`,
/// `render`, `gallery`), declared once.
struct LocaleOption: ParsableArguments {
    @Option(
        help: "Language of the titles: a locale the button file declares (built-in board: en, zh).",
        completion: Completions.locales)
    var locale: LocaleTag?

    /// The project's locale (`.button-sim.json`) when the command line names none.
    mutating func validate() throws {
        if locale == nil { locale = try ProjectDefaultsLookup.value(\.locale) }
    }
}
