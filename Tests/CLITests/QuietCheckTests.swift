import Foundation
import Testing

/// `buttons check` reports what the file can fix, counts what only the theme can fix in
/// one line, lists everything with `--verbose`, and wraps long warnings.
@Suite("buttons check: quiet by default, everything with --verbose")
struct QuietCheckTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func titleOnlyButtonsGiveOneLineAboutTheTheme() throws {
        let folder = cli.home.appendingPathComponent("boards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let file = folder.appendingPathComponent("sixteen.json")
        let buttons = (0..<16).map { "{\"id\": \"b\($0)\", \"titles\": {\"normal\": \"Button \($0)\"}}" }
        try Data("{\"buttons\": [\(buttons.joined(separator: ", "))]}".utf8).write(to: file)
        let result = try cli.run(["buttons", "check", file.path], environment: ["COLUMNS": "500"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                \(file.path): valid (16 buttons, 80 warnings)
                \(file.path): and 80 warnings about theme default, not this file: it has no tokens for some reachable states of primary, which then fall back to the variant's default tokens (--verbose lists them)

                """)
        let verbose = try cli.run(["buttons", "check", "--verbose", file.path], environment: ["COLUMNS": "500"])
        #expect(verbose.stdout.split(separator: "\n").count == 81)
        #expect(verbose.stdout.contains("buttons[15]: warning: style: theme default styles primary pressed, but "))
    }

    @Test func warningsTheFileCanFixAreWrappedAndTheThemesCounted() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let result = try cli.run(
            ["buttons", "check", "Buttons/examples/subscribe.json"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Buttons/examples/subscribe.json: valid (1 button, 9 warnings)
                Buttons/examples/subscribe.json: buttons[0].titles: warning: selected shows
                    "Subscribed", but disabled|selected, selected|focused and
                    disabled|selected|focused fall back to "Subscribe" (add titles for them if
                    they should match)
                Buttons/examples/subscribe.json: buttons[0].titles: warning:
                    highlighted|selected shows "Subscribed", but highlighted|selected|focused,
                    highlighted|disabled|selected|focused, pending|highlighted|selected and
                    pending|highlighted|selected|focused fall back to "Subscribe" (add titles
                    for them if they should match)
                Buttons/examples/subscribe.json: buttons[0].titles: warning: pending shows
                    "Pending…", but pending|focused falls back to "Subscribe" (add titles for
                    them if they should match)
                Buttons/examples/subscribe.json: buttons[0].titles: warning: pending|selected
                    shows "Pending…", but pending|selected|focused falls back to "Subscribe"
                    (add titles for them if they should match)
                Buttons/examples/subscribe.json: and 5 warnings about theme default, not this
                    file: it has no tokens for some reachable states of primary, which then fall
                    back to the variant's default tokens (--verbose lists them)
                """
                + "\n")
        for line in result.stdout.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }

    @Test func verboseListsTheThemesWarningsToo() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let result = try cli.run(
            ["buttons", "check", "--verbose", "Buttons/examples/subscribe.json"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Buttons/examples/subscribe.json: valid (1 button, 9 warnings)
                Buttons/examples/subscribe.json: buttons[0].titles: warning: selected shows
                    "Subscribed", but disabled|selected, selected|focused and
                    disabled|selected|focused fall back to "Subscribe" (add titles for them if
                    they should match)
                Buttons/examples/subscribe.json: buttons[0].titles: warning:
                    highlighted|selected shows "Subscribed", but highlighted|selected|focused,
                    highlighted|disabled|selected|focused, pending|highlighted|selected and
                    pending|highlighted|selected|focused fall back to "Subscribe" (add titles
                    for them if they should match)
                Buttons/examples/subscribe.json: buttons[0].titles: warning: pending shows
                    "Pending…", but pending|focused falls back to "Subscribe" (add titles for
                    them if they should match)
                Buttons/examples/subscribe.json: buttons[0].titles: warning: pending|selected
                    shows "Pending…", but pending|selected|focused falls back to "Subscribe"
                    (add titles for them if they should match)
                Buttons/examples/subscribe.json: buttons[0]: warning: style: theme default
                    styles primary pressed, but highlighted|focused,
                    highlighted|disabled|focused, pending|highlighted and
                    pending|highlighted|focused fall back to its default tokens
                Buttons/examples/subscribe.json: buttons[0]: warning: style: theme default
                    styles primary disabled, but disabled|focused, pending and pending|focused
                    fall back to its default tokens
                Buttons/examples/subscribe.json: buttons[0]: warning: style: theme default
                    styles primary selected, but selected|focused falls back to its default
                    tokens
                Buttons/examples/subscribe.json: buttons[0]: warning: style: theme default
                    styles primary selected-pressed, but highlighted|selected|focused,
                    highlighted|disabled|selected|focused, pending|highlighted|selected and
                    pending|highlighted|selected|focused fall back to its default tokens
                Buttons/examples/subscribe.json: buttons[0]: warning: style: theme default
                    styles primary selected-disabled, but disabled|selected|focused,
                    pending|selected and pending|selected|focused fall back to its default
                    tokens
                """
                + "\n")
    }

    @Test func jsonSaysWhatEachWarningIsAbout() throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let result = try cli.run(["buttons", "check", "--format", "json", "Buttons/examples/subscribe.json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(object["files"] as? [[String: Any]])
        let problems = try #require(files.first?["problems"] as? [[String: Any]])
        #expect(
            problems.compactMap { $0["about"] as? String } == Array(repeating: "file", count: 4)
                + Array(repeating: "theme", count: 5))
    }
}
