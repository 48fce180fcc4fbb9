import ArgumentParser
import Headless

/// The board, themes and locales `contract` and `sheet` review, declared once.
struct ReviewOptions: ParsableArguments {
    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var themes: ThemesOption

    @Option(help: "A locale, or a comma list of locales the button file declares (default: all of them).")
    var locale: String?

    /// The board and themes asked for, loaded once.
    @MainActor
    func input() throws(HeadlessFailure) -> HeadlessInput {
        try HeadlessInput.load(buttons: buttons.buttons, themes: themes.list)
    }
}
