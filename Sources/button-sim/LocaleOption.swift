import ArgumentParser
import ButtonKit

/// `--locale TAG`: the one language a board is shown in (`run`, `play`, `present`,
/// `render`, `gallery`), declared once.
struct LocaleOption: ParsableArguments {
    @Option(
        help: "Language of the titles: a locale the button file declares (built-in board: en, zh).",
        completion: Completions.locales)
    var locale: LocaleTag?
}
