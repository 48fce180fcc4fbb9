import ButtonKitTestSupport
import Foundation
import Testing

/// The exported follow button announces the end of a step with the title it ends on: the
/// server's answer is applied after the spinner stops, and the announcement reads it.
@Suite("export swift: the end of a step is announced", .serialized)
struct StepEndAnnouncementTests {
    /// A program that taps the exported button, reports success with `isSelected: true` and
    /// prints what VoiceOver was asked to announce.
    static let driver = """
        import UIKit

        @main
        struct Driver {
            @MainActor static func main() async {
                let button = FollowButton(frame: .zero)
                button.sendActions(for: .primaryActionTriggered)
                button.finishStep(isSelected: true)
                for _ in 0..<50 where UIAccessibility.postedAnnouncements.isEmpty { await Task.yield() }
                print("announced: \\(UIAccessibility.postedAnnouncements)")
            }
        }
        """

    @Test func followAnnouncesTheAnswerItEndsOn() throws {
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let scratch = try TemporaryFolder("step-end-announcement")
        let exported = try StandIn.execute(
            buttonSim, ["export", "swift", "--button", "follow", "--output", scratch.url.path], environment: [:])
        #expect(exported.status == 0, "\(exported.output)")
        let main = scratch.path("Driver.swift")
        try Self.driver.write(to: main, atomically: true, encoding: .utf8)
        let modules = try StandIn.build()
        let binary = scratch.path("driver")
        let built = try StandIn.run([
            "-swift-version", "6", "-parse-as-library", "-I", modules.url.path, "-L", modules.url.path, "-lUIKit",
            "-lm", scratch.path("FollowButton.swift").path, main.path, "-o", binary.path,
        ])
        #expect(built.status == 0, "\(built.output)")
        let result = try StandIn.execute(binary, [], environment: ["UIKIT_MODEL_BUNDLE": scratch.url.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains(#"announced: ["Followed"]"#), "\(result.output)")
    }
}
