import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `diff`: two versions of the like example (a new title for selected, a new event and
/// its transition) in text, markdown and HTML, listing only what changed among the review
/// states (like's review set names selected) and counting what changed outside them; the
/// same file is no difference; `--git` and `--theme`.
@Suite("diff")
struct DiffCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    static let old = "Buttons/examples/like.json"
    static let new = "Tests/CLITests/DiffVersions/like.json"

    @Test func textListsOnlyWhatChanged() throws {
        let result = try cli.run(["diff", Self.old, Self.new])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                diff: Buttons/examples/like.json -> Tests/CLITests/DiffVersions/like.json (theme default; locales en, zh)
                1 button differs: 1 state changed, 0 new, 0 gone among the review states

                button like
                  + event resets (key x)
                  + transition counting on resets -> (stays) [clear selected]
                  ~ like: title "♥ Liked · 1,234" -> "♥ Loved · 1,234": mode counting, 1 state

                (--verbose lists every state that differs)

                """)
        // Each change once; --verbose adds every state, each field (the reading that only
        // followed the title included).
        let verbose = try cli.run(["diff", Self.old, Self.new, "--verbose"])
        #expect(
            verbose.stdout.hasSuffix(
                """
                  ~ like: title "♥ Liked · 1,234" -> "♥ Loved · 1,234": mode counting, 1 state
                  details:
                  ~ counting · selected 0x4 [en]
                      title: ♥ Liked · 1,234 -> ♥ Loved · 1,234
                      reads: Selected, ♥ Liked · 1,234, button -> Selected, ♥ Loved · 1,234, button

                """))
    }

    @Test func markdownIsTheDocsExample() throws {
        let result = try cli.run(["diff", Self.old, Self.new, "--format", "markdown"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "| ~ | `like: title \"♥ Liked · 1,234\" -> \"♥ Loved · 1,234\"` | `counting` | 1 |")
        )
        let verbose = try cli.run(["diff", Self.old, Self.new, "--format", "markdown", "--verbose"])
        #expect(
            verbose.stdout.contains(
                "| `counting · selected 0x4` | en | title | `♥ Liked · 1,234` | `♥ Loved · 1,234` |")
        )
        #expect(result.stdout.contains("- Added event: `resets (key x)`"))
        let url = ButtonSimCLI.packageRoot.appendingPathComponent("docs/diff-example.md")
        #expect(CLISnapshot.verify(result.stdout, at: url) == nil)
    }

    @Test func htmlShowsTheChangedStateSideBySide() throws {
        let output = cli.home.appendingPathComponent("diff.html")
        let result = try cli.run(["diff", Self.old, Self.new, "--format", "html", "--output", output.path])
        #expect(result.status == 1 && result.stdout.isEmpty, "\(result.stderr)")
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script") && !html.contains("https://"))
        // Exactly one state: its old and new pictures, the old title in one, the new in the other.
        let document = try XMLDocument(
            data: Data(html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "").utf8), options: [])
        let states = try document.nodes(forXPath: "//div[contains(@class, 'state')]")
        #expect(states.count == 1)
        let titles = try document.nodes(forXPath: "//figure//*[local-name()='text'][@class='button-title']").map {
            $0.stringValue ?? ""
        }
        #expect(titles == ["♥ Liked · 1,234", "♥ Loved · 1,234"])
        let captions = try document.nodes(forXPath: "//figcaption").map { $0.stringValue ?? "" }
        #expect(captions == ["Before (default)", "After (default)"])
    }

    @Test(arguments: ["text", "markdown", "html"])
    func theSameFileIsNoDifference(format: String) throws {
        let result = try cli.run(["diff", Self.old, Self.old, "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("no differences"))
        #expect(!result.stdout.contains("counting ·"))
        let again = try cli.run(["diff", Self.old, Self.new, "--format", format])
        let twice = try cli.run(["diff", Self.old, Self.new, "--format", format])
        #expect(again.stdout == twice.stdout)
    }

    @Test func againstAGitRevision() throws {
        let folder = cli.home.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("like.json")
        try FileManager.default.copyItem(
            at: ButtonSimCLI.packageRoot.appendingPathComponent(Self.old), to: file)
        for arguments in [
            ["init", "-q"], ["add", "like.json"],
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "v1"],
        ] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", folder.path] + arguments
            try git.run()
            git.waitUntilExit()
            #expect(git.terminationStatus == 0)
        }
        try FileManager.default.removeItem(at: file)
        try FileManager.default.copyItem(at: ButtonSimCLI.packageRoot.appendingPathComponent(Self.new), to: file)
        let result = try cli.run(["diff", "--git", "HEAD", file.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("diff: like.json at HEAD -> \(file.path) (theme default; locales en, zh)\n"))
        #expect(
            result.stdout.contains(
                "  ~ like: title \"♥ Liked · 1,234\" -> \"♥ Loved · 1,234\": mode counting, 1 state\n"))
        let missing = try cli.run(["diff", "--git", "HEAD~5", file.path])
        #expect(missing.status == 1)
        #expect(missing.stderr == "button-sim: diff: git has no \(file.path) at HEAD~5 (git show failed)\n")
        let option = try cli.run(["diff", "--git", "--output=x", file.path])
        #expect(option.status != 0)
    }

    @Test func twoThemesOnOneBoard() throws {
        let result = try cli.run(["diff", "--theme", "default", "dark", "--buttons", Self.old])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("diff: default -> dark (theme default -> dark; locales en, zh)\n"))
        // Colours changed; titles did not, so no state is new or gone, and every locale
        // that changed the same way is one entry.
        #expect(
            result.stdout.contains(
                "\n1 button differs: 5 states changed, 0 new, 0 gone among the review states; 11 more states differ (--all lists them)\n"
            ))
        #expect(result.stdout.contains("\n  ~ like: fg #0A58CA -> #5A9CF8: mode counting, 1 state\n"))
        #expect(
            result.stdout.hasSuffix(
                "\n  11 more states differ outside the review states (--all lists them)\n\n(--verbose lists every state that differs)\n"
            ))
        let verbose = try cli.run(["diff", "--theme", "default", "dark", "--buttons", Self.old, "--verbose"])
        #expect(verbose.stdout.contains("  ~ counting · normal 0x0 [en, zh]\n      fg: #0A58CA -> "))
        #expect(!result.stdout.contains("title:"))
        let every = try cli.run(["diff", "--theme", "default", "dark", "--buttons", Self.old, "--all"])
        #expect(every.stdout.contains("\n1 button differs: 16 states changed, 0 new, 0 gone\n"))
        #expect(!every.stdout.contains("more state"))
    }

    @Test func aChangeOutsideTheReviewStatesIsCountedNotLost() throws {
        // Both versions without like's review set: the selected title is outside the default
        // (highlighted, disabled), so it is counted, the exit status says so, and --all lists it.
        var paths: [String] = []
        for (name, source) in [("old.json", Self.old), ("new.json", Self.new)] {
            let text = try String(
                contentsOf: ButtonSimCLI.packageRoot.appendingPathComponent(source), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let file = cli.home.appendingPathComponent(name)
            try lines.filter { !$0.contains("\"review\"") && !$0.contains("$schema") }.joined(separator: "\n")
                .write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        let result = try cli.run(["diff"] + paths)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                diff: \(paths[0]) -> \(paths[1]) (theme default; locales en, zh)
                1 button differs: 0 states changed, 0 new, 0 gone among the review states; 1 more state differs (--all lists them)

                button like
                  + event resets (key x)
                  + transition counting on resets -> (stays) [clear selected]
                  1 more state differs outside the review states (--all lists them)

                """)
        let every = try cli.run(["diff", "--all", "--verbose"] + paths)
        #expect(every.status == 1)
        #expect(
            every.stdout.contains("  ~ counting · selected 0x4 [en]\n      title: ♥ Liked · 1,234 -> ♥ Loved · 1,234\n")
        )
    }

    @Test func aQuestionWithoutTwoVersionsIsRefused() throws {
        let result = try cli.run(["diff", Self.old])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "button-sim: give OLD NEW button files, --git REV FILE, --theme OLD NEW, or --git REV --theme FILE\n"
        )
    }
}
