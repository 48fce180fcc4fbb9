import ArgumentParser
import FloorScreen

/// The floor behind button-sim's own command line: a root command with `run` as its
/// default among fifteen subcommands, and `run` taking the options button-sim's `run` takes,
/// of the same types and in the same two groups (a file, theme, locale tag, rules, two
/// numbers, flags; then seven environment settings), parsed and then the same screen. It
/// shows what swift-argument-parser costs at start for that command line, before anything
/// of button-sim's own runs.
@main
struct SwiftFloorRunOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift-floor-run-options",
        subcommands: [
            Run.self, Play.self, Render.self, Gallery.self, Buttons.self, Themes.self, Export.self, Audit.self,
            Contract.self, Diff.self, Sheet.self, Present.self, Facts.self, Figma.self, Parity.self,
        ],
        defaultSubcommand: Run.self)

    /// `run`: button-sim's options, then the screen.
    struct Run: ParsableCommand {
        @OptionGroup var options: LaunchOptions
        @OptionGroup(title: "Environment") var environment: EnvironmentOptions

        func run() { FloorScreen.run() }
    }

    /// The options button-sim's `run`, `play` and `present` share, with their types.
    struct LaunchOptions: ParsableArguments {
        @Option(help: "A button file.") var buttons: String?
        @Option(help: "A theme.") var theme: String?
        @Option(help: "A locale.") var locale: Tag?
        @Option(help: "The rules.") var framework: Rules?
        @Option(name: .customLong("step-delay"), parsing: .unconditional, help: "Seconds.") var stepDelay: Double = 1
        @Flag(name: .customLong("no-animation"), help: "No spinner.") var noAnimation = false
        @Option(name: .customLong("state-file"), help: "The state file.") var stateFile: String?
        @Flag(help: "Ignore the saved state.") var fresh = false
        @Flag(help: "Every state.") var all = false
        @Option(name: .customLong("touch-slop"), parsing: .unconditional, help: "Points.") var touchSlop: Double = 70
    }

    /// One value per environment axis, as button-sim's `run` takes them.
    struct EnvironmentOptions: ParsableArguments {
        @Option(name: .customLong("content-size"), help: "Text size.") var contentSize: String?
        @Option(help: "light or dark.") var appearance: String?
        @Option(help: "normal or increased.") var contrast: String?
        @Option(help: "ltr or rtl.") var direction: String?
        @Option(name: .customLong("bold-text"), help: "off or on.") var boldText: String?
        @Option(name: .customLong("button-shapes"), help: "off or on.") var buttonShapes: String?
        @Option(name: .customLong("container-disabled"), help: "off or on.") var containerDisabled: String?
    }

    /// A locale tag, parsed from its text as button-sim's is.
    struct Tag: ExpressibleByArgument {
        var text: String
        init?(argument: String) { text = argument }
    }

    /// The rules, as button-sim's `--framework` takes them.
    enum Rules: String, CaseIterable, ExpressibleByArgument {
        case uikit, swiftui
    }

    /// The other subcommands, named as button-sim's are; none runs here.
    struct Play: ParsableCommand {}
    struct Render: ParsableCommand {}
    struct Gallery: ParsableCommand {}
    struct Buttons: ParsableCommand {}
    struct Themes: ParsableCommand {}
    struct Export: ParsableCommand {}
    struct Audit: ParsableCommand {}
    struct Contract: ParsableCommand {}
    struct Diff: ParsableCommand {}
    struct Sheet: ParsableCommand {}
    struct Present: ParsableCommand {}
    struct Facts: ParsableCommand {}
    struct Figma: ParsableCommand {}
    struct Parity: ParsableCommand {}
}
