import ButtonKitTestSupport
import Foundation
import Testing

/// `scripts/verify-export` runs the exported Swift Testing suite against the UIKit model, not
/// only the class: an expectation changed in `FollowButtonTests.swift` fails it, with one line
/// naming the test, its argument and the expectation.
@Suite("verify-export runs the exported tests")
struct ExportedTestsRunTests {
    @Test func aChangedExpectationInTheExportedTestsFailsVerifyExport() throws {
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let scratch = try TemporaryFolder("verify-export-tests")
        let exported = try StandIn.execute(
            buttonSim, ["export", "swift", "--button", "follow", "--output", scratch.url.path], environment: [:])
        #expect(exported.status == 0, "\(exported.output)")
        let untouched = try UIKitModelTests.verify(scratch, buttonSim)
        #expect(untouched.status == 0, "\(untouched.output)")
        #expect(untouched.output.contains("\nexported tests: "), "\(untouched.output)")
        #expect(!untouched.output.contains("field=test"), "\(untouched.output)")

        let file = scratch.path("FollowButtonTests.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        // The first reviewed row's title, and where the first tap leads.
        let changes = [
            (#"title: "Follow","#, #"title: "Folow","#),
            ("#expect(button.mode == .requesting)", "#expect(button.mode == .idle)"),
        ]
        var changed = original
        for (from, to) in changes {
            let range = try #require(changed.range(of: from), "\(from)")
            changed.replaceSubrange(range, with: to)
        }
        try changed.write(to: file, atomically: true, encoding: .utf8)
        let verified = try UIKitModelTests.verify(scratch, buttonSim)
        #expect(verified.status == 1, "\(verified.output)")
        let lines = verified.output.split(separator: "\n").filter { $0.contains("field=test") }
        #expect(lines.count == 2, "\(verified.output)")
        #expect(
            lines.contains {
                $0.hasPrefix(#"button=follow test="FollowButtonTests/reviewedState(_:)" argument="idle · normal""#)
                    && $0.hasSuffix(
                        #"issue="Expectation failed: ((button.currentTitle ?? \"\") → \"Follow\") == (title → \"Folow\")""#
                    )
            }, "\(verified.output)")
        #expect(
            lines.contains {
                $0.hasPrefix(#"button=follow test="FollowButtonTests/tapThenEachOutcome()""#)
                    && $0.hasSuffix(#"issue="Expectation failed: (button.mode → .requesting) == .idle""#)
            }, "\(verified.output)")
        // Two tests fail, the others pass.
        let summary = try #require(verified.output.split(separator: "\n").first { $0.hasPrefix("exported tests: ") })
        let words = summary.split(separator: " ")
        #expect(words.count > 4 && Int(words[2]).map { $0 + 2 } == Int(words[4]), "\(summary)")
    }
}
