import Foundation
import Testing

/// `figma check` as a user runs it, over the project's drawings of the follow button
/// (Tests/FigmaTests/Fixtures): every format carries both values of each prototype
/// difference, and a faithful drawing passes.
@Suite("figma commands")
struct FigmaCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    static let faithful = "Tests/FigmaTests/Fixtures/follow-faithful.nodes.json"
    static let different = "Tests/FigmaTests/Fixtures/follow-different.file.json"

    @Test func aFaithfulDrawingPassesInEveryFormat() throws {
        for format in ["text", "markdown", "json", "junit"] {
            let result = try cli.run(["figma", "check", Self.faithful, "--format", format])
            #expect(result.status == 0, "\(format): \(result.stdout)\(result.stderr)")
            #expect(!result.stdout.contains("ON_PRESS") && !result.stdout.contains("\"timeout\""))
        }
    }

    @Test func thePrototypeDifferencesCarryBothValuesInEveryFormat() throws {
        let timeoutDrawn = #"after 3000 ms changes to \"State=Selected\" (selected)"#
        let timeoutCode = #"after step (1000 ms) leads to \"State=Selected\" (selected)"#
        let text = try cli.run(["figma", "check", Self.different])
        #expect(text.status == 1)
        #expect(
            text.stdout.contains(
                #"timeout (AFTER_TIMEOUT) drawn after 3000 ms changes to "State=Selected" (selected), code after step (1000 ms) leads to "State=Selected" (selected) (more than 50 ms apart)"#
            ))
        #expect(text.stdout.contains("timeouts within 50 ms"))
        let json = try cli.run(["figma", "check", Self.different, "--format", "json"])
        #expect(json.status == 1)
        let compact = json.stdout.replacingOccurrences(of: "\" : \"", with: "\": \"")
        #expect(compact.contains(#""drawn": ""# + timeoutDrawn + "\""))
        #expect(compact.contains(#""code": ""# + timeoutCode + "\""))
        #expect(compact.contains(#""kind": "press""#) && compact.contains(#""kind": "click""#))
        let markdown = try cli.run(["figma", "check", Self.different, "--format", "markdown"])
        #expect(markdown.status == 1)
        #expect(markdown.stdout.contains("| `timeout` |") || markdown.stdout.contains("| timeout |"))
        #expect(markdown.stdout.contains("after step (1000 ms)") && markdown.stdout.contains("after 3000 ms"))
        #expect(markdown.stdout.contains("timeouts within 50 ms"))
        let junit = try cli.run(["figma", "check", Self.different, "--format", "junit"])
        #expect(junit.status == 1)
        #expect(junit.stdout.contains("code none (a disabled button does not highlight)"))
        #expect(junit.stdout.contains("after step (1000 ms) leads to &quot;State=Selected&quot;"))
    }

    @Test func theFrameworkComesFromTheOptionElseTheButtonFile() throws {
        let swiftUIDrawing = "Tests/FigmaTests/Fixtures/follow-swiftui.nodes.json"
        let option = try cli.run(["figma", "check", Self.faithful, "--framework", "swiftui"])
        #expect(option.status == 1)
        #expect(option.stdout.hasPrefix("Follow -> follow: 7 variants paired (SwiftUI rules)\n"), "\(option.stdout)")
        #expect(option.stdout.contains(#""State=Loading" (idle disabled loading): fill drawn #0A58CA, code #E4E4E8"#))
        // The built-in board with "framework": "swiftui" on the board.
        let board = try String(
            contentsOf: ButtonSimCLI.packageRoot.appendingPathComponent("Buttons/default.json"), encoding: .utf8)
        let file = cli.home.appendingPathComponent("swiftui.json").path
        let swiftUIBoard = board.replacingOccurrences(of: #""locales""#, with: #""framework": "swiftui", "locales""#)
        #expect(swiftUIBoard != board)
        try Data(swiftUIBoard.utf8).write(to: URL(fileURLWithPath: file))
        let fromFile = try cli.run(["figma", "check", swiftUIDrawing, "--buttons", file])
        #expect(fromFile.status == 0, "\(fromFile.stdout)\(fromFile.stderr)")
        #expect(fromFile.stdout.hasPrefix("Follow -> follow: 8 variants paired (SwiftUI rules)\n"))
        let overridden = try cli.run(["figma", "check", swiftUIDrawing, "--buttons", file, "--framework", "uikit"])
        #expect(overridden.status == 1)
        #expect(overridden.stdout.contains(#"(idle disabled selected): title drawn "Followed", code "Follow""#))
        let json = try cli.run(["figma", "check", swiftUIDrawing, "--buttons", file, "--format", "json"])
        #expect(json.stdout.replacingOccurrences(of: "\" : \"", with: "\": \"").contains(#""framework": "swiftui""#))
    }

    /// The fixtures' absolute paths, for runs in another folder.
    static func fixture(_ path: String) -> String { ButtonSimCLI.packageRoot.appendingPathComponent(path).path }

    @Test func anImportedButtonPassesItsChecksRendersAndMatchesItsDesign() throws {
        let folder = cli.home.appendingPathComponent("design").path
        let imported = try cli.run([
            "figma", "import", Self.fixture(Self.faithful), "--set", "Follow", "--output", folder,
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        let files = ["follow.json", "follow.theme.json", "follow.tokens.json"].map { folder + "/" + $0 }
        #expect(imported.stdout == files.map { $0 + "\n" }.joined())
        #expect(!imported.stderr.contains("warning"), "\(imported.stderr)")
        let check = try cli.run(["buttons", "check", files[0]])
        #expect(check.status == 0 && check.stdout.hasPrefix("\(files[0]): valid (1 button"), "\(check.stdout)")
        let theme = try cli.run(["themes", "check", files[1], "--buttons", files[0]])
        #expect(theme.status == 0, "\(theme.stdout)\(theme.stderr)")
        let render = try cli.run(["render", "--buttons", files[0], "--theme", files[1], "--button", "follow"])
        #expect(render.status == 0 && render.stdout.contains("Follow"), "\(render.stderr)")
        let flow = try cli.run(["gallery", "--flow", "--buttons", files[0], "--theme", files[1]])
        #expect(flow.status == 0 && flow.stdout.contains("2 loading ← tap"), "\(flow.stdout)\(flow.stderr)")
        let same = try cli.run([
            "figma", "check", Self.fixture(Self.faithful), "--buttons", files[0], "--theme", files[1],
        ])
        #expect(same.status == 0, "\(same.stdout)")
        #expect(same.stdout.contains("Follow -> follow: 7 variants paired (UIKit rules)"))
        #expect(same.stdout.contains("\n0 differences"))
    }

    @Test func theDifferentDrawingImportsWithoutHoverAndChecksOnlyWhatIOSCannotShow() throws {
        let folder = cli.home.path
        let imported = try cli.run([
            "figma", "import", Self.fixture(Self.different), "--set", "follow", "--output", folder,
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains(#"note: variant "State=Hover": iOS has no hover state; left out"#))
        // The drawing's own contradictions are said when imported, one line each, as the check reports them.
        let warnings = imported.stderr.split(separator: "\n").map(String.init).filter {
            $0.contains("figma import: warning: ")
        }
        func warning(_ variant: String, _ difference: String) -> String {
            "button-sim: figma import: warning: variant \(variant): the button cannot do what the prototype draws: "
                + difference
        }
        let expected: [String] = [
            warning(
                #""State=Disabled" (idle disabled)"#,
                #"press (ON_PRESS) drawn shows "State=Pressed" (highlighted), code none (a disabled button does not highlight)"#
            ),
            warning(
                #""State=Selected" (idle selected)"#,
                #"press (ON_PRESS) drawn shows "State=Pressed" (highlighted), code shows highlighted selected (not drawn)"#
            ),
            warning(
                #""State=Loading" (idle loading)"#,
                #"timeout (AFTER_TIMEOUT) drawn after 3000 ms changes to "State=Selected" (selected), code none"#),
        ]
        #expect(warnings == expected)
        let check = try cli.run([
            "figma", "check", Self.fixture(Self.different), "--buttons", folder + "/follow.json", "--theme",
            folder + "/follow.theme.json",
        ])
        let findings = check.stdout.split(separator: "\n").filter { $0.hasPrefix("Follow -> follow: variant") }
        // Hover, and what the drawing's prototype asks of iOS that UIKit never does: a
        // disabled button that highlights, a selected one pressed as unselected, and a
        // timeout on Loading that nothing in the prototype leads to.
        #expect(findings.count == 4, "\(check.stdout)")
        #expect(findings[0].hasSuffix("iOS has no such state (not compared)"))
        #expect(findings[1].contains("code none (a disabled button does not highlight)"))
        #expect(findings[2].contains(#"variant "State=Selected" (idle selected): press (ON_PRESS)"#))
        #expect(findings[3].contains("timeout (AFTER_TIMEOUT) drawn after 3000 ms"))
        #expect(!check.stdout.contains("fill drawn") && !check.stdout.contains("title drawn"))
    }

    @Test func anImportKeepsFilesThatExistUnlessForcedAndNeverWritesThroughALink() throws {
        let folder = cli.home.path
        let target = cli.home.appendingPathComponent("follow.json").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
        let refused = try cli.run([
            "figma", "import", Self.fixture(Self.faithful), "--set", "Follow", "--output", folder,
        ])
        #expect(refused.status == 1)
        #expect(
            refused.stderr == "button-sim: figma import: '\(target)' exists; nothing written (--force replaces it)\n")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
        #expect(!FileManager.default.fileExists(atPath: folder + "/follow.theme.json"))
        let forced = try cli.run([
            "figma", "import", Self.fixture(Self.faithful), "--set", "Follow", "--output", folder, "--force",
        ])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains(#""id": "follow""#))
        let linked = cli.home.appendingPathComponent("linked").path
        try FileManager.default.createDirectory(atPath: linked, withIntermediateDirectories: true)
        let elsewhere = cli.home.appendingPathComponent("elsewhere.json").path
        try FileManager.default.createSymbolicLink(atPath: linked + "/follow.json", withDestinationPath: elsewhere)
        let link = try cli.run([
            "figma", "import", Self.fixture(Self.faithful), "--set", "Follow", "--output", linked, "--force",
        ])
        #expect(link.status == 1)
        #expect(link.stderr.contains("symbolic link") && link.stderr.contains("nothing written"), "\(link.stderr)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
    }

    @Test func anUnknownSetOrAMalformedDesignIsOneLine() throws {
        let unknown = try cli.run([
            "figma", "import", Self.faithful, "--set", "Nope\u{1B}[31m", "--output", cli.home.path,
        ])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        #expect(unknown.stderr.contains("no component set named") && unknown.stderr.contains("sets: 'Follow'"))
        #expect(!unknown.stderr.contains("\u{1B}"))
        let design = cli.home.appendingPathComponent("bad.json").path
        try Data(#"{"document": {"type": 7}}"#.utf8).write(to: URL(fileURLWithPath: design))
        let bad = try cli.run(["figma", "import", design, "--set", "Follow", "--output", cli.home.path])
        #expect(bad.status == 1)
        #expect(bad.stderr == "button-sim: figma import: \(design): document.type: expected a string, found a number\n")
    }
}
