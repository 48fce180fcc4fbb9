import ArgumentParser
import ButtonKit
import Headless

/// The board, themes, locales and selection `contract`, `sheet` and `facts` read, declared once.
struct ReviewOptions: ParsableArguments {
    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var themes: ThemesOption

    @Option(help: "A locale, or a comma list of locales the button file declares (default: all of them).")
    var locale: String?

    @OptionGroup var selection: SelectionOptions

    /// The board and themes asked for, loaded once, with only the buttons `--button` and
    /// `--mode` choose.
    /// - Parameter command: The subcommand, for messages.
    @MainActor
    func input(command: String) throws(HeadlessFailure) -> HeadlessInput {
        var input = try HeadlessInput.load(buttons: buttons.buttons, themes: themes.list)
        input.board = try selection.selection.board(input.board, command: command)
        return input
    }

    /// The states to show of the input's buttons: `everything` for the contract, else the
    /// flow x the review set unless `--all`; narrowed by `--mode` and `--states`.
    /// - Parameters:
    ///   - input: ``input(command:)``.
    ///   - everything: Whether the command covers every reachable state by default.
    ///   - command: The subcommand, for messages.
    func states(of input: HeadlessInput, everything: Bool, command: String) throws(HeadlessFailure) -> StateSelection {
        try selection.selection.states(for: input.board.buttons, everything: everything, command: command)
    }
}
