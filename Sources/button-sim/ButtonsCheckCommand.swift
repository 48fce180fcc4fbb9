import ArgumentParser
import Headless

/// `buttons check PATH...`: validation, warnings and state coverage of button files.
struct ButtonsCheckCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate button files and report state coverage.",
        discussion: """
            Each problem is FILE: json.path: message (line and column for invalid JSON). Errors, \
            one line each: every rule of the format, unknown names, clashing keys, a variant the \
            theme lacks. Warnings about the file: dropped title keys, keys naming a state without \
            a bit, unreachable machine states, and every reachable combination whose title \
            silently falls back to normal while a more specific slot exists; a long warning wraps \
            to the terminal's width (COLUMNS, else 100 columns when not a terminal), continuation \
            lines indented. Warnings about the theme (reachable combinations whose style falls \
            back to the variant's default tokens; only the theme can fix them) are counted in one \
            line; --verbose lists them. --format json lists everything, each problem with \
            "about": "file" or "theme". Exit status: 0 when every file is valid (warnings or \
            not), 1 otherwise.
            """
    )

    @Argument(help: "Button files to check.", completion: Completions.buttonFile)
    var paths: [String]

    @OptionGroup var theme: ThemeOption

    @Option(help: ArgumentHelp(FormatChoice<BoardCheckOutput>.help()))
    var format = FormatChoice<BoardCheckOutput>(.text)

    @Flag(help: "List the warnings about the theme too, not only their count.")
    var verbose = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one button file to check") }
    }

    @MainActor
    func runOnMain() throws {
        let checks = try ButtonsCheckJob.checks(paths, theme: theme.theme)
        BoardCheckOutput(checks: checks, verbose: verbose).print(as: format.format)
        if !checks.allSatisfy(\.valid) { throw ExitCode.failure }
    }
}
