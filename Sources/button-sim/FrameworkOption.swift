import ArgumentParser
import ButtonKit
import Headless

/// `--framework uikit|swiftui`, declared once for every command that shows, checks or
/// plays buttons: whose rules they follow, overriding the button file's `"framework"`. This
/// group, and ``SimulatorOptions``, which declares the option with this help.
struct FrameworkOption: ParsableArguments {
    @Option(help: FrameworkOption.help)
    var framework: Framework?

    /// What `--framework` says in help.
    static let help = ArgumentHelp(
        "uikit or swiftui: whose rules every button follows (overrides the button file's \"framework\"; default: the file's, else uikit).",
        valueName: "rules")

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
