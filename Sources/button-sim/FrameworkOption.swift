import ArgumentParser
import ButtonKit
import Headless

/// `--framework uikit|swiftui`, declared once for every command that shows, checks or
/// plays buttons: whose rules they follow, overriding the button file's `"framework"`.
struct FrameworkOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "uikit or swiftui: whose rules every button follows (overrides the button file's \"framework\"; default: the file's, else uikit).",
            valueName: "rules"))
    var framework: Framework?

    /// The input with every button following `--framework`, or as the file says without it.
    /// - Parameter input: The loaded board and themes.
    func applied(to input: HeadlessInput) -> HeadlessInput {
        guard let framework else { return input }
        var input = input
        input.board = input.board.following(framework)
        return input
    }
}

extension Framework: ExpressibleByArgument {}
