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

    /// An export that agrees passes; a changed title, colour, padding, weight or spinner position in it
    /// makes `scripts/verify-export` name the field with both values and exit 1.
    @Test func verifyExportFailsWhenAnExportedTitleColourSizeOrPositionChanges() throws {
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let scratch = try TemporaryFolder("verify-export")
        let exported = try StandIn.execute(
            buttonSim, ["export", "swift", "--button", "follow", "--output", scratch.url.path], environment: [:])
        #expect(exported.status == 0, "\(exported.output)")
        let untouched = try Self.verify(scratch, buttonSim)
        #expect(untouched.status == 0, "\(untouched.output)")
        #expect(untouched.output.hasSuffix("36 of 36 states agree\n"), "\(untouched.output)")

        // The normal background's colour set, read by name from the exported asset catalog.
        let background = "Colors.xcassets/theme.color.background.brand.colorset/Contents.json"
        let changes: [(file: String, from: String, to: String, line: String)] = [
            (
                "FollowButton.swift", #"defaultValue: "Follow","#, #"defaultValue: "Folow","#,
                #"field=title facts="Follow" export="Folow""#
            ),
            (background, #""blue" : "0xCA""#, #""blue" : "0xCB""#, ##"field=bg facts="#0A58CA" export="#0A58CB""##),
            (
                "FollowButton.swift", "static let paddingX: CGFloat = 24", "static let paddingX: CGFloat = 20",
                #"field=width facts="102" export="94""#
            ),
            (
                "FollowButton.swift", "weight: .semibold)", "weight: .medium)",
                #"field=titleWeight facts="600" export="500""#
            ),
            (
                "FollowButton.swift", "x: rightToLeft ? start + total - lead.width : start,",
                "x: rightToLeft ? start + total - lead.width : start - 14,", #"field=leadX facts=""#
            ),
        ]
        for change in changes {
            let file = scratch.path(change.file)
            let original = try String(contentsOf: file, encoding: .utf8)
            let changed = original.replacingOccurrences(of: change.from, with: change.to)
            #expect(changed != original, "\(change.from)")
            try changed.write(to: file, atomically: true, encoding: .utf8)
            defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
            let verified = try Self.verify(scratch, buttonSim)
            #expect(verified.status == 1, "\(change.from)")
            #expect(verified.output.contains(change.line), "\(verified.output)")
            #expect(!verified.output.contains("36 of 36 states agree"), "\(verified.output)")
        }
    }

    /// The save example's machine disables `cant-save`, which code may enable again, and the
    /// review shows there the image an earlier state left (`!` after a failed save, `✓` where the
    /// review takes the retry guard either way): every state agrees, reached by taps and events or
    /// by `restore(...)` with `isEnabled` given, after the taps that leave its image.
    @Test func verifyExportAgreesWhereCodeReEnablesAStateAndAnEarlierStatesImageShows() throws {
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let script = BuiltProduct.packageRoot.appendingPathComponent("scripts/verify-export")
        let board = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/save.json")
        let result = try StandIn.execute(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", script.path, "--buttons", board.path, "--button", "save"],
            environment: ["BUTTON_SIM": buttonSim.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("\n80 of 80 states agree\n"), "\(result.output)")
        #expect(result.output.contains("by taps and events to their image, then restore(...)"), "\(result.output)")
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
