import ArgumentParser
import ButtonKit
import Simulator

/// The options `run`, `play` and `present` share.
struct SimulatorOptions: ParsableArguments {
    @OptionGroup var buttons: ButtonsOption

    @OptionGroup var theme: ThemeOption

    @OptionGroup var locale: LocaleOption

    @OptionGroup var framework: FrameworkOption

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

    func validate() throws {
        _ = try StepDelay.milliseconds(stepDelay)
        guard touchSlop.isFinite, touchSlop >= 0, touchSlop <= 1000 else {
            throw ValidationError("--touch-slop must be between 0 and 1000 points")
        }
    }

    var launchOptions: LaunchOptions {
        LaunchOptions(
            buttonsFile: buttons.buttons, theme: theme.theme, locale: locale.locale,
            stepDelay: .milliseconds((try? StepDelay.milliseconds(stepDelay)) ?? 1000),
            animates: !noAnimation, stateFile: stateFile, fresh: fresh, touchSlop: touchSlop,
            framework: framework.framework, allStates: all)
    }
}
