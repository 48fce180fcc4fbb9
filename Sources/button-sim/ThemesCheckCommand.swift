import ArgumentParser
import Headless

/// `themes check THEME...`: validation, role sources and WCAG contrast of themes.
struct ThemesCheckCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate themes and report where each role comes from and WCAG contrast per variant and state.",
        discussion: """
            Each THEME is a theme file, a theme manifest (NAME.theme.json) or the name of a theme \
            (default, dark, high-contrast, or one in ./Themes/ or ~/.config/button-sim/themes/). \
            Each problem is one line, FILE: token.path: message. A problem in a token the buttons \
            use is an error; one in a token nothing uses is a warning, or an error with --strict. \
            Contrast is measured for the exact colours and as 256-colour and 8-colour terminals \
            show them; it is reported and does not fail the check. A valid theme prints one \
            summary line, its warnings and the pairs that fail; --verbose also prints, for every \
            role, the token and file that supplied it, the roles nothing supplies, and every pair. \
            Exit status: 0 when every theme is valid, 1 otherwise.
            """
    )

    @Argument(help: "Theme files, manifests or theme names to check.", completion: .file(extensions: ["json"]))
    var paths: [String]

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
        let checks = ThemesCheckJob.checks(paths, strict: strict)
        ThemeCheckOutput(checks: checks, verbose: verbose).print(as: format.format)
        if !checks.allSatisfy(\.valid) { throw ExitCode.failure }
    }
}
