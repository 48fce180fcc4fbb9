import ArgumentParser
import ButtonKit
import Simulator

/// The options `run`, `play` and `present` share. `--buttons`, `--theme`, `--locale` and
/// `--framework` are declared here with their groups' help and completion rather than as
/// nested groups: every group type is reflected at start, and each costs the Swift runtime
/// three first look-ups of a conformance (each a scan of every conformance record).
struct SimulatorOptions: ParsableArguments {
    @Option(help: ButtonsOption.help, completion: Completions.buttonFile)
    var buttons: String?

    @Option(help: ThemeOption.help, completion: Completions.themeNames)
    var theme: String?

    @Option(help: LocaleOption.help, completion: Completions.locales)
    var locale: LocaleTag?

    @Option(help: FrameworkOption.help)
    var framework: Framework?

    // Unconditional, so `--step-delay -1` reaches validate() and gets the range message.
    @Option(
        name: .customLong("step-delay"), parsing: .unconditional,
        help: "Seconds a machine's after: step waits (the follow request, a modal step).")
    var stepDelay: Double = 1.0

    @Flag(name: .customLong("no-animation"), help: "Show a still spinner and schedule no spinner timer.")
    var noAnimation = false

    @Option(
        name: .customLong("state-file"),
        help: "Where the state is saved and restored (default: one file per board in ~/.local/state/button-sim/).",
        completion: .file(extensions: ["json"]))
    var stateFile: String?

    @Flag(help: "Ignore the saved state.")
    var fresh = false

    @Flag(help: "The gallery (g) shows every reachable state after the flow, not only the review set.")
    var all = false

    @Option(
        name: .customLong("touch-slop"), parsing: .unconditional,
        help: "Points around a button where a held touch still counts as inside (UIKit: about 70).")
    var touchSlop: Double = 70

    /// The project's defaults for what the command line left out, in the order the groups
    /// fill them in, then the ranges.
    mutating func validate() throws {
        buttons = try ButtonsOption.orProjectDefault(buttons)
        theme = try ThemeOption.orProjectDefault(theme)
        locale = try LocaleOption.orProjectDefault(locale)
        _ = try StepDelay.milliseconds(stepDelay)
        guard touchSlop.isFinite, touchSlop >= 0, touchSlop <= 1000 else {
            throw ValidationError("--touch-slop must be between 0 and 1000 points")
        }
    }

    var launchOptions: LaunchOptions {
        LaunchOptions(
            buttonsFile: buttons, theme: theme, locale: locale,
            stepDelay: .milliseconds((try? StepDelay.milliseconds(stepDelay)) ?? 1000),
            animates: !noAnimation, stateFile: stateFile, fresh: fresh, touchSlop: touchSlop,
            framework: framework, allStates: all)
    }
}
