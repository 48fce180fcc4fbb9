import ArgumentParser
import ButtonKit
import Simulator

/// The options `run` and `play` share.
struct SimulatorOptions: ParsableArguments {
    @Option(help: "A theme name from Themes/ (default, dark, high-contrast) or a path to a theme file.")
    var theme: String?

    @Option(help: "Language of the titles: en or zh.")
    var locale: DisplayLocale?

    // Unconditional, so `--step-delay -1` reaches validate() and gets the range message.
    @Option(name: .customLong("step-delay"), parsing: .unconditional, help: "Seconds a follow request or modal step takes.")
    var stepDelay: Double = 1.0

    @Flag(name: .customLong("no-animation"), help: "Show a still spinner and schedule no spinner timer.")
    var noAnimation = false

    @Option(name: .customLong("state-file"), help: "Where the state is saved and restored.")
    var stateFile: String?

    @Flag(help: "Ignore the saved state.")
    var fresh = false

    func validate() throws {
        guard stepDelay.isFinite, stepDelay >= 0, stepDelay <= 3600 else {
            throw ValidationError("--step-delay must be between 0 and 3600 seconds")
        }
    }

    var launchOptions: LaunchOptions {
        LaunchOptions(theme: theme, locale: locale, stepDelay: .milliseconds(Int64((stepDelay * 1000).rounded())),
                      animates: !noAnimation, stateFile: stateFile, fresh: fresh)
    }
}

extension DisplayLocale: ExpressibleByArgument {}
