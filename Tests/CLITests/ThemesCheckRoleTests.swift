import Foundation
import Testing

/// `themes check` by theme name, its role sources with `--verbose`, and warnings for
/// problems in tokens no button uses (errors with `--strict`).
@Suite("themes check roles")
struct ThemesCheckRoleTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func builtInNamesAreChecked() throws {
        let result = try cli.run(["themes", "check", "default", "dark", "high-contrast", "high-contrast-light"])
        #expect(result.status == 0, "\(result.stdout)")
        for name in ["default", "dark", "high-contrast", "high-contrast-light"] {
            #expect(
                result.stdout.contains("\n\(name): valid (theme \(name)); ")
                    || result.stdout.hasPrefix("\(name): valid"))
        }
        let unknown = try cli.run(["themes", "check", "nope"])
        #expect(unknown.status == 1)
        #expect(
            unknown.stdout.contains(
                "nope: theme: no such theme; known: default, dark, high-contrast, high-contrast-light"))
    }

    @Test func verboseNamesEveryRolesTokenAndFile() throws {
        let result = try cli.run(["themes", "check", "--verbose", "Themes/dark.json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "    color.surface.default <- theme.color.surface.default (Themes/dark.json) -> theme.color.palette.surface"
            ))
        #expect(
            lines.contains(
                "  roles nothing supplies (the default state's colour, or the foreground for a spinner, stands in):"))
        // Every role of every variant is listed, each once.
        let roleLines = lines.filter { $0.hasPrefix("    ") && $0.contains(" <- ") }
        #expect(Set(roleLines).count == roleLines.count)
        #expect(roleLines.filter { $0.hasPrefix("    color.button.primary.") }.count > 10)
    }

    @Test func aProblemNoButtonUsesWarnsAndStrictRefusesIt() throws {
        let source = try String(
            contentsOf: ButtonSimCLI.packageRoot.appendingPathComponent("Themes/default.json"), encoding: .utf8)
        let extra = source.replacingOccurrences(
            of: "\"theme\": {",
            with:
                "\"unused\": {\"$type\": \"dimension\", \"gap\": {\"$value\": {\"value\": 4, \"unit\": \"em\"}}},\n  \"theme\": {"
        )
        let url = cli.home.appendingPathComponent("extra.json")
        try Data(extra.utf8).write(to: url)
        let message =
            "\(url.path): unused.gap: malformed dimension {\"value\": 4, \"unit\": \"em\"}: unit must be \"px\" or \"rem\""
        let lenient = try cli.run(["themes", "check", url.path])
        #expect(lenient.status == 0, "\(lenient.stdout)")
        #expect(lenient.stdout.contains("valid (theme extra, 1 warning)"))
        #expect(lenient.stdout.contains("  warning: \(message)"))
        let strict = try cli.run(["themes", "check", "--strict", url.path])
        #expect(strict.status == 1)
        #expect(strict.stdout == "\(url.path): invalid (1 problem)\n\(message)\n")
    }
}
