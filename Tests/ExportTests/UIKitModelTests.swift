import ButtonKitTestSupport
import Foundation
import Testing

/// The UIKit model runs: its own checks (UIKitModelChecks/ModelChecks.swift, one behaviour each)
/// pass when built against it, and `scripts/verify-export` catches an export whose title or
/// colour no longer matches the review.
@Suite("UIKit model", .serialized)
struct UIKitModelTests {
    static let checks = BuiltProduct.packageRoot.appendingPathComponent("Tests/ExportTests/UIKitModelChecks")

    @Test func theModelsOwnChecksPass() throws {
        let modules = try StandIn.build()
        let scratch = try TemporaryFolder("uikit-model")
        let binary = scratch.path("checks")
        let built = try StandIn.run([
            "-swift-version", "6", "-parse-as-library", "-I", modules.url.path, "-L", modules.url.path, "-lUIKit",
            "-lm", Self.checks.appendingPathComponent("ModelChecks.swift").path, "-o", binary.path,
        ])
        #expect(built.status == 0, "\(built.output)")
        #expect(!built.output.contains("warning"), "\(built.output)")
        let result = try StandIn.execute(binary, [], environment: ["UIKIT_MODEL_BUNDLE": Self.checks.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains(" checks, 0 failed"), "\(result.output)")
    }

    @Test func verifyExportFailsWhenAnExportedTitleOrColourChanges() throws {
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let scratch = try TemporaryFolder("verify-export")
        let exported = try StandIn.execute(
            buttonSim, ["export", "swift", "--button", "follow", "--output", scratch.url.path], environment: [:])
        #expect(exported.status == 0, "\(exported.output)")
        let file = scratch.path("FollowButton.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        let titleLine = #"field=title contract="Follow" export="Folow""#
        let colourLine = ##"field=bg contract="#0A58CA" export="#0A58CB""##

        let untouched = try Self.verify(scratch, buttonSim)
        #expect(!untouched.output.contains(titleLine) && !untouched.output.contains(colourLine), "\(untouched.output)")
        #expect(untouched.output.contains(" states agree"), "\(untouched.output)")

        let retitled = original.replacingOccurrences(of: #"defaultValue: "Follow","#, with: #"defaultValue: "Folow","#)
        #expect(retitled != original)
        try retitled.write(to: file, atomically: true, encoding: .utf8)
        let titled = try Self.verify(scratch, buttonSim)
        #expect(titled.status == 1)
        #expect(titled.output.contains(titleLine), "\(titled.output)")

        let recoloured = original.replacingOccurrences(
            of: "0x0: UIColor(rgb: 0x0A58CA", with: "0x0: UIColor(rgb: 0x0A58CB")
        #expect(recoloured != original)
        try recoloured.write(to: file, atomically: true, encoding: .utf8)
        let coloured = try Self.verify(scratch, buttonSim)
        #expect(coloured.status == 1)
        #expect(coloured.output.contains(colourLine), "\(coloured.output)")
    }

    /// `scripts/verify-export --button follow --export-dir DIR` with the built program.
    static func verify(_ folder: TemporaryFolder, _ buttonSim: URL) throws -> (status: Int32, output: String) {
        let script = BuiltProduct.packageRoot.appendingPathComponent("scripts/verify-export")
        return try StandIn.execute(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", script.path, "--button", "follow", "--export-dir", folder.url.path],
            environment: ["BUTTON_SIM": buttonSim.path])
    }
}
