import ButtonKit
import Figma
import Headless
import Testing

/// `figma check` under each framework's rules: variants are paired with that framework's
/// reachable states and compared with what it shows (UIKit's lookup or SwiftUI's ladder),
/// over the project's drawings of the follow button as UIKit shows it
/// (follow-faithful.nodes.json) and as SwiftUI shows it (follow-swiftui.nodes.json).
@Suite("figma check per framework")
struct FigmaFrameworkCheckTests {
    static func report(_ name: String, _ framework: Framework, adding extra: FigmaVariant? = nil) throws
        -> FigmaCheckReport
    {
        let path = FigmaCheckJobTests.fixtures.appendingPathComponent(name).path
        var document = try FigmaCheckJob.load(design: path, map: nil).0
        if let extra { document.componentSets[0].variants.append(extra) }
        var input = try HeadlessInput.load(buttons: nil)
        input.board = input.board.following(framework)
        return try FigmaCheckJob.report(input, design: document, map: FigmaMap(), all: false)
    }

    /// Differences between the frameworks' looks of follow, as both drawings show them.
    static let selectedPressed = [
        "fill drawn #E7F0FD, code #084298 (ΔE00 57.09 > 2.0)",
        "text colour drawn #084298, code #FFFFFF (ΔE00 62.7 > 2.0)",
        "stroke drawn #084298, code none",
    ].map { #"Follow -> follow: variant "State=Selected Pressed" (idle highlighted selected): "# + $0 }

    @Test func theUIKitDrawingUnderSwiftUIRulesDiffersWhereTheLadderDecides() throws {
        let report = try Self.report("follow-faithful.nodes.json", .swiftui)
        #expect(report.pairs.map(\.framework) == ["swiftui"])
        #expect(report.lines.first == "Follow -> follow: 7 variants paired (SwiftUI rules)")
        // Disabled comes first on the ladder: loading shows the disabled fill, not normal's.
        #expect(
            report.findings.map(\.line) == [
                #"Follow -> follow: variant "State=Loading" (idle disabled loading): fill drawn #0A58CA, code #E4E4E8 (ΔE00 48.79 > 2.0)"#
            ] + Self.selectedPressed)
        #expect(try Self.report("follow-faithful.nodes.json", .uikit).findings.isEmpty)
    }

    @Test func theSwiftUIDrawingIsFaithfulUnderSwiftUIRulesOnly() throws {
        let swiftUI = try Self.report("follow-swiftui.nodes.json", .swiftui)
        #expect(swiftUI.findings.isEmpty, "\(swiftUI.findings.map(\.line))")
        #expect(swiftUI.pairs.first?.pairings.count == 8)
        let uiKit = try Self.report("follow-swiftui.nodes.json", .uikit)
        let variant = #"Follow -> follow: variant "State=Selected Disabled" (idle disabled selected): "#
        // UIKit has no value in the selected+disabled slot and falls back to normal's title;
        // SwiftUI's ladder takes selected's.
        #expect(
            uiKit.findings.map(\.line) == [
                #"Follow -> follow: variant "State=Selected Pressed" (idle highlighted selected): fill drawn #084298, code #E7F0FD (ΔE00 57.09 > 2.0)"#,
                #"Follow -> follow: variant "State=Selected Pressed" (idle highlighted selected): text colour drawn #FFFFFF, code #084298 (ΔE00 62.7 > 2.0)"#,
                #"Follow -> follow: variant "State=Selected Pressed" (idle highlighted selected): stroke drawn none, code #084298"#,
                variant + #"title drawn "Followed", code "Follow""#,
                variant + "fill drawn #E4E4E8, code none",
                variant + "stroke drawn none, code #C9C9CF",
                #"Follow -> follow: variant "State=Loading" (idle disabled loading): fill drawn #E4E4E8, code #0A58CA (ΔE00 48.79 > 2.0)"#,
            ])
    }

    @Test func aPressedDisabledVariantIsReachableUnderUIKitOnly() throws {
        let path = FigmaCheckJobTests.fixtures.appendingPathComponent("follow-faithful.nodes.json").path
        let document = try FigmaCheckJob.load(design: path, map: nil).0
        var pressedDisabled = try #require(document.componentSets.first?.variants.first { $0.name == "State=Pressed" })
        pressedDisabled.id = "1:20"
        pressedDisabled.name = "State=Disabled Pressed"
        pressedDisabled.values[0].value = "Disabled Pressed"
        // UIKit: code can highlight a disabled button, shown as pressed (as drawn).
        let uiKit = try Self.report("follow-faithful.nodes.json", .uikit, adding: pressedDisabled)
        #expect(uiKit.findings.isEmpty, "\(uiKit.findings.map(\.line))")
        #expect(uiKit.pairs.first?.pairings.last?.state == "idle highlighted disabled")
        // SwiftUI: pressed exists only while enabled.
        let swiftUI = try Self.report("follow-faithful.nodes.json", .swiftui, adding: pressedDisabled)
        #expect(
            swiftUI.findings.filter { $0.kind == .unmatched }.map(\.line) == [
                #"Follow -> follow: variant "State=Disabled Pressed": no reachable state matches it (no reachable state is highlighted disabled)"#
            ])
        #expect(swiftUI.pairs.first?.pairings.count == 7)
    }
}
