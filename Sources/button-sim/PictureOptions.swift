import ArgumentParser
import ButtonKit
import FoundationEssentials
import Rendering
import Simulator

/// The options `render` and `gallery` share, and the start-up they need: the theme by name
/// or path exactly as `run` finds it (through ``AppLauncher``), and never a state file.
struct PictureOptions: ParsableArguments {
    @Option(help: "A theme name from Themes/ (default, dark, high-contrast) or a path to a theme file.")
    var theme: String?

    @Option(help: "Language of the titles: en or zh.")
    var locale: DisplayLocale = .en

    @Option(help: "text (plain lines), ansi (with 256-colour escapes) or svg (a picture).")
    var format: PictureFormat = .text

    /// `NO_COLOR` set and not empty: attributes only, as on the interactive screen.
    var noColor: Bool {
        ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    }

    /// The screen model to draw pictures from, or exit 3 with the theme's problem lines.
    @MainActor
    func model() throws -> ScreenModel {
        let options = LaunchOptions(theme: theme, locale: locale, fresh: true)
        do {
            // No state file: pictures show fresh buttons and must not touch the user's state.
            let prepared = try AppLauncher.prepare(options, size: TerminalSize(columns: 80, rows: 24),
                                                   monochrome: noColor, useDefaultStateFile: false)
            return prepared.state.screen
        } catch {
            CommandError.print(error.message)
            throw ExitCode(LaunchError.themeExitCode)
        }
    }

    /// Prints the frame in the chosen format.
    func print(_ frame: Frame) {
        Swift.print(format.output(frame, colors: !noColor), terminator: "")
    }
}
