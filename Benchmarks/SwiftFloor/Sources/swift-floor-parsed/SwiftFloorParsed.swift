import ArgumentParser
import FloorScreen

/// The floor in Swift behind swift-argument-parser: a root command with a default `run`
/// subcommand that takes the options the benchmark gives button-sim (`--fresh`,
/// `--state-file`), parsed the way button-sim parses its own, then the same screen.
@main
struct SwiftFloorParsed: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift-floor-parsed", subcommands: [Run.self], defaultSubcommand: Run.self)

    /// `run`: the screen, after the options are parsed.
    struct Run: ParsableCommand {
        @Flag var fresh = false
        @Option var stateFile: String?

        func run() { FloorScreen.run() }
    }
}
