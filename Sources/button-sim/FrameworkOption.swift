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

extension Framework: ExpressibleByArgument {
    /// The raw values, as ArgumentParser's default for a `String`-backed `CaseIterable`
    /// gives them. Written here because the default's key path costs the Swift runtime a
    /// scan of every conformance record at each start (`--framework` is one of `run`'s).
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// The cases whose description differs from their raw value, as the default works them
    /// out (none do), without its key path.
    public static var allValueDescriptions: [String: String] {
        allCases.reduce(into: [:]) { descriptions, value in
            if value.rawValue != value.defaultValueDescription {
                descriptions[value.rawValue] = value.defaultValueDescription
            }
        }
    }
}
