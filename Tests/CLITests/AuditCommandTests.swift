import ButtonKitTestSupport
import Foundation
import Testing

/// `button-sim audit` as CI runs it: its exit status, its one-line findings, json and junit,
/// and the environment options of the picture commands.
@Suite("audit and environment options")
struct AuditCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    @Test func theBuiltInBoardPassesAndPrintsItsWaivers() throws {
        let result = try cli.run(["audit"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("waived ("))
        #expect(result.stdout.hasSuffix("8 buttons in 96 environments\n"))
    }

    @Test func aSmallButtonFailsWithOneLineAndExitsOne() throws {
        let folder = try TemporaryFolder("audit")
        let file = folder.url.appendingPathComponent("tiny.json")
        try Data(#"{"buttons": [{"id": "tiny", "size": "small", "titles": {"normal": "Go"}}]}"#.utf8).write(to: file)
        let text = try cli.run(["audit", "--buttons", file.path, "--rules", "hit-target"])
        #expect(text.status == 1)
        #expect(
            text.stdout.hasPrefix(
                "hit-target: small button 43 x 32 pt; needs 44 x 44 pt · tiny (normal) · en · xs (and 47 more environments)\n"
            ))
        let json = try cli.run(["audit", "--buttons", file.path, "--format", "json", "--content-size", "l"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["hit-target"])
        let covered = try #require(findings.first?["buttons"] as? [[String: Any]])
        #expect(covered.map { $0["button"] as? String } == ["tiny"])
        #expect(covered.first?["states"] as? [String] == ["normal"])
        #expect(document["environments"] as? Int == 8)
        let junit = try cli.run(["audit", "--buttons", file.path, "--format", "junit"])
        #expect(junit.stdout.contains("<testcase classname=\"audit.tiny\" name=\"hit-target\">"))
    }

    @Test func terminalColoursOnlyWithTheTerminalLook() throws {
        let folder = try TemporaryFolder("audit-look")
        let file = folder.url.appendingPathComponent("ghost.json")
        try Data(
            #"{"buttons": [{"id": "ghost", "configuration": {"style": "filled", "title": "Go", "baseBackgroundColor": "theme.color.palette.surface"}}]}"#
                .utf8
        ).write(to: file)
        let device = try cli.run(["audit", "--buttons", file.path, "--rules", "contrast"])
        #expect(device.status == 1)
        #expect(!device.stdout.contains("as an xterm-256 terminal shows it"))
        let terminal = try cli.run(["audit", "--buttons", file.path, "--rules", "contrast", "--look", "terminal"])
        #expect(terminal.status == 1)
        #expect(
            terminal.stdout.contains(
                "contrast: text 1.00:1 as an xterm-256 terminal shows it (#FFFFFF on #FFFFFF); needs 4.50:1 · ghost ("))
    }

    @Test func theBuiltInBoardAndEveryShippedExamplePass() throws {
        let examples = try FileManager.default.contentsOfDirectory(
            atPath: ButtonSimCLI.packageRoot.appendingPathComponent("Buttons/examples").path
        ).filter { $0.hasSuffix(".json") }.sorted()
        #expect(examples.count == 7)
        for example in examples {
            let result = try cli.run(["audit", "--buttons", "Buttons/examples/\(example)"])
            #expect(result.status == 0, "\(example): \(result.stdout)")
            #expect(result.stdout.contains("audit: passed, 0 findings"), "\(example)")
            #expect(!result.stdout.contains("waiver not needed"), "\(example): \(result.stdout)")
        }
    }

    @Test func badEnvironmentValuesAreOneLine() throws {
        let result = try cli.run(["render", "--button", "follow", "--content-size", "huge"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("button-sim: --content-size: unknown value 'huge'; valid: xs, s,"))
        let rules = try cli.run(["audit", "--rules", "speed"])
        #expect(rules.status == 64)
        #expect(rules.stderr.contains("unknown rule 'speed'"))
    }

    @Test func permuteDrawsAGridUnderHeadings() throws {
        let result = try cli.run([
            "render", "--button", "follow", "--format", "text", "--permute", "content-size=l,ax3",
            "appearance=light,dark",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let headings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(
            headings == [
                "[standard · theme default]", "[dark · theme dark]", "[ax3 · theme default]",
                "[ax3 · dark · theme dark]",
            ])
        // A larger text size draws a taller box: 44 pt is 3 rows, 44 x 40/17 pt is 6.
        let blocks = result.stdout.components(separatedBy: "[ax3 · theme default]")
        #expect(blocks[1].split(separator: "\n").filter { $0.contains("▐") }.count > 3)
    }
}
