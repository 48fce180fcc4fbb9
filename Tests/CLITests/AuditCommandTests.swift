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
                "tiny · normal · xs · en · hit-target: small button 43 x 32 pt; needs 44 x 44 pt (and 47 more environments)\n"
            ))
        let json = try cli.run(["audit", "--buttons", file.path, "--format", "json", "--content-size", "l"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["hit-target"])
        #expect(document["environments"] as? Int == 8)
        let junit = try cli.run(["audit", "--buttons", file.path, "--format", "junit"])
        #expect(junit.stdout.contains("<testcase classname=\"audit.tiny\" name=\"hit-target\">"))
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
