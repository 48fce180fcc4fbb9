import ArgumentParser
import Headless

/// `themes check THEME...`: validation, role sources and WCAG contrast of themes.
struct ThemesCheckCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate themes and report where each role comes from and WCAG contrast per variant and state.",
        discussion: """
            Each THEME is a theme file, a theme manifest (NAME.theme.json) or the name of a theme \
            (default, dark, high-contrast, high-contrast-light, or one in ./Themes/ or \
            ~/.config/button-sim/themes/). \
            Each problem is one line, FILE: token.path: message. A problem in a token the buttons \
            use is an error; one in a token nothing uses is a warning, or an error with --strict. \
            Contrast is measured for the exact colours and as 256-colour and 8-colour terminals \
            show them, by the same rule as audit (text 4.5:1, 3:1 when large; borders 3:1); it is \
            reported and does not fail the check. With --buttons, the states of that board are \
            measured in the variants its buttons use (its custom states give the theme's state \
            words their meaning); without it, the theme's own states in every variant. A valid theme prints one \
            summary line, its warnings and the pairs that fail; --verbose also prints, for every \
            role, the token and file that supplied it, the roles nothing supplies, and every pair. \
            Exit status: 0 when every theme is valid, 1 otherwise.
            """
    )

    @Argument(help: "Theme files, manifests or theme names to check.", completion: .file(extensions: ["json"]))
    var paths: [String]

    @Option(
        help:
            "A button file (or the name of one in Buttons/) whose states and variants to measure; default: each theme's own states.",
        completion: Completions.buttonFile)
    var buttons: String?

    @Option(help: ArgumentHelp(FormatChoice<ThemeCheckOutput>.help()))
    var format = FormatChoice<ThemeCheckOutput>(.text)

    @Flag(help: "List every role's source and every contrast pair, not only the failing ones (text format).")
    var verbose = false

    @Flag(help: "Treat problems in tokens no button uses as errors, not warnings.")
    var strict = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one theme file to check") }
    }

    @MainActor
    func runOnMain() throws {
        let checks = try ThemesCheckJob.checks(paths, strict: strict, buttons: buttons)
        ThemeCheckOutput(checks: checks, verbose: verbose).print(as: format.format)
        if !checks.allSatisfy(\.valid) { throw ExitCode.failure }
    }
}
