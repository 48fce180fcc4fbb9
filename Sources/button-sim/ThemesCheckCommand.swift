import ArgumentParser
import Platform
import Rendering
import Simulator
import Theming

/// `themes check PATH...`: validation and WCAG contrast of theme files.
struct ThemesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate theme files and report WCAG contrast per variant and state.",
        discussion: """
            Each problem is one line, FILE: token.path: message. Contrast is measured for the exact \
            colours and as 256-colour and 8-colour terminals show them; it is reported and does \
            not fail the check. A valid theme prints one summary line and the pairs that fail; \
            --verbose prints every pair. Exit status: 0 when every file is valid, 1 otherwise.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Theme files to check.")
    var paths: [String]

    @Option(help: "text, or json for machines.")
    var format: Format = .text

    @Flag(help: "List every contrast pair, not only the failing ones (text format).")
    var verbose = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one theme file to check") }
    }

    func run() throws {
        // Custom state words in a theme mean what the built-in board's states mean.
        let customStates = BoardSource.builtInBoard.buttons.flatMap(\.states)
        let checks = paths.map { ThemeCheck(path: $0, customStates: customStates) }
        switch format {
        case .text:
            print(
                checks.flatMap { $0.lines(verbose: verbose) }.map(ControlCharacterEscaping.escaped).joined(
                    separator: "\n"))
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let document = ThemeCheckDocument(valid: checks.allSatisfy(\.valid), files: checks)
            let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
            print(ControlCharacterEscaping.jsonEscaped(String(decoding: data, as: UTF8.self)))
        }
        if !checks.allSatisfy(\.valid) { throw ExitCode.failure }
    }
}
