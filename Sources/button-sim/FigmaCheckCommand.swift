import ArgumentParser
import Headless

/// `figma check DESIGN.json`: each component set in a saved Figma response against the
/// button it draws; exit 1 on a difference the map does not waive.
struct FigmaCheckCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check buttons against their component sets in a saved Figma REST response.",
        discussion: """
            DESIGN.json is a saved GET /v1/files/:key or /v1/files/:key/nodes?ids=... response \
            (the network is never used). Each COMPONENT_SET is paired with the button of the same \
            name (or the map's "sets"), each variant with the reachable state its State value \
            names (Default, Rest, Enabled; Pressed, Active, Highlighted; Disabled; Selected, On; \
            Focused; a custom state by name; or the map's "states"). Reported: variants no state \
            matches, Hover (no iOS state; reported, never a failure), states that matter with no \
            variant (normal, highlighted, disabled, selected and each custom state; every \
            reachable state with --all), and for each pair the title, fill, text colour and \
            stroke (CIEDE2000 over 2.0), corner radius and height (over 0.5 pt), against the \
            facts of the state in the first theme, and the prototype against the machine: an \
            ON_PRESS against what highlighted shows, an ON_CLICK against where the tap leads, \
            an AFTER_TIMEOUT against the after timer (delays within 50 ms; after step is the \
            default 1000 ms step delay), each missing, extra or different. Each button follows its \
            framework's rules (--framework, else the file's "framework"): under SwiftUI's, a \
            pressed disabled variant matches no state and titles follow the ladder. Exit status 1 \
            on a difference the map does not waive. See docs/figma.md. Example: button-sim figma check design/follow.json \
            --map design/figma-map.json --format junit > figma.xml
            """
    )

    @Argument(help: "The saved Figma response.")
    var design: String

    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var theme: ThemeOption

    @OptionGroup var framework: FrameworkOption

    @Option(
        help: ArgumentHelp(
            "Pairs sets with buttons, names states and waives differences (docs/figma.md).", valueName: "file"))
    var map: String?

    @Flag(help: "Every reachable state needs a variant, not only the states that matter.")
    var all = false

    @Option(help: ArgumentHelp(FormatChoice<FigmaCheckOutput>.help()))
    var format = FormatChoice<FigmaCheckOutput>(.text)

    @MainActor
    func runOnMain() throws {
        let (document, map) = try FigmaCheckJob.load(design: design, map: self.map)
        let input = framework.applied(to: try HeadlessInput.load(buttons: buttons.buttons, themes: [theme.theme]))
        let report = try FigmaCheckJob.report(input, design: document, map: map, all: all)
        FigmaCheckOutput(report: report).print(as: format.format)
        if !report.passed { throw ExitCode.failure }
    }
}
