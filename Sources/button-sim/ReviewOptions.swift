import ArgumentParser
import Review

/// The board, themes and locales `contract` and `sheet` review, declared once.
struct ReviewOptions: ParsableArguments {
    @Option(
        help: "A button file (see docs/buttons.md) or the name of one in Buttons/; default: the built-in board.",
        completion: Completions.buttonFile)
    var buttons: String?

    @Option(
        help: "A theme, or a comma list of themes (names from Themes/ or paths); default: default.",
        completion: Completions.themeNames)
    var theme: String?

    @Option(help: "A locale, or a comma list of locales the button file declares (default: all of them).")
    var locale: String?

    /// The board and themes asked for, loaded; `command` names the command in messages.
    @MainActor
    func input(command: String) throws -> ReviewInput {
        try ReviewInput.load(buttons: buttons, themes: ReviewInput.themeList(theme), command: command)
    }
}
