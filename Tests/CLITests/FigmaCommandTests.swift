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
}
