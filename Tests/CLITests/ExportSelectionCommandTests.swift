import Foundation
import Testing

/// `export swift` writes previews and test rows for the review states (the flow x the review
/// set) by default, and for every state code can reach with `--all`.
@Suite("export swift: which states")
struct ExportSelectionCommandTests {
    /// The number of `#Preview`s and of test rows `export swift` writes for follow with `extra`.
    static func counts(_ extra: [String]) throws -> (previews: Int, rows: Int) {
        let cli = try ButtonSimCLI()
        let folder = cli.home.appendingPathComponent("ui")
        let result = try cli.run(["export", "swift", "--button", "follow", "--output", folder.path] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let previews = try String(
            contentsOf: folder.appendingPathComponent("FollowButton+Previews.swift"), encoding: .utf8)
        let tests = try String(contentsOf: folder.appendingPathComponent("FollowButtonTests.swift"), encoding: .utf8)
        return (
            previews.components(separatedBy: "#Preview(").count - 1,
            tests.components(separatedBy: "states.append(Reviewed(name: ").count - 1
        )
    }

    @Test func theReviewStatesByDefaultAndEveryReachableStateWithAll() throws {
        // follow: idle, idle highlighted, idle disabled, requesting (loading); every state code
        // can reach is the 72 reachable ones without the 36 with focus.
        let reviewed = try Self.counts([])
        #expect(reviewed.previews == 4 && reviewed.rows == 4, "\(reviewed)")
        let every = try Self.counts(["--all"])
        #expect(every.previews == 36 && every.rows == 36, "\(every)")
    }
}
