import Audit
import ButtonKit
import ButtonKitTestSupport
import Foundation
import Testing
import Theming

/// The one contrast rule: `audit` and `themes check` (``ContrastReport``) measure the same
/// pairs against the same thresholds, the large-text rule included, so they never disagree.
@Suite struct OneContrastRuleTests {
    /// The default theme with the link's title grey #8A8A8A (3.45:1 on white), bold or not.
    static func greyLinkTheme(bold: Bool) throws -> Theme {
        let url = BuiltProduct.packageRoot.appendingPathComponent("Themes/default.json")
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var theme = try #require(document["theme"] as? [String: Any])
        var color = try #require(theme["color"] as? [String: Any])
        var button = try #require(color["button"] as? [String: Any])
        var link = try #require(button["link"] as? [String: Any])
        var normal = try #require(link["default"] as? [String: Any])
        normal["foreground"] = ["$value": "#8a8a8a"]
        link["default"] = normal
        button["link"] = link
        color["button"] = button
        theme["color"] = color
        if bold {
            var weights = try #require(theme["font-weight"] as? [String: Any])
            var buttons = try #require(weights["button"] as? [String: Any])
            buttons["link"] = ["default": ["$value": "bold"]]
            weights["button"] = buttons
            theme["font-weight"] = weights
        }
        document["theme"] = theme
        let data = try JSONSerialization.data(withJSONObject: document)
        return try ThemeLoader.load(data: data, fileName: bold ? "bold.json" : "regular.json").get()
    }

    static let link = #"{"buttons": [{"id": "more", "variant": "link", "titles": {"normal": "More"}}]}"#

    /// The link's states in the standard environment, each with whether `themes check`
    /// (``ContrastReport``) and the audit find its title failing.
    static func verdicts(bold: Bool) throws -> [(state: String, check: Bool, audit: Bool)] {
        let theme = try greyLinkTheme(bold: bold)
        let failing = Set(
            ContrastReport(theme: theme, customStates: []).entries.filter {
                $0.variant == "link" && $0.kind == .text && $0.exact.verdict == .fail
            }.map(\.state))
        let report = Auditor.audit(
            try AuditFixtures.board(link), theme: theme, environments: [.standard], rules: [.contrast])
        let listed = Set(report.findings.flatMap { $0.buttons.flatMap(\.states) })
        let states: [(String, ControlState)] = [
            ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected),
            ("highlighted+selected", [.selected, .highlighted]), ("focused", .focused),
        ]
        return states.map { ($0.0, failing.contains($0.1), listed.contains($0.0)) }
    }

    @Test func aRegularTitleNeedsFourAndAHalfInBoth() throws {
        let verdicts = try Self.verdicts(bold: false)
        #expect(verdicts.allSatisfy { $0.check == $0.audit }, "\(verdicts)")
        #expect(verdicts.first { $0.state == "normal" }?.audit == true)
        let theme = try Self.greyLinkTheme(bold: false)
        let report = Auditor.audit(
            try AuditFixtures.board(Self.link), theme: theme, environments: [.standard], rules: [.contrast])
        #expect(
            report.findings.first?.line.hasPrefix(
                "contrast: text 3.45:1 (#8A8A8A on #FFFFFF); needs 4.50:1 · more (normal;") == true)
    }

    @Test func aBoldTitleIsLargeTextAndNeedsThreeInBoth() throws {
        let verdicts = try Self.verdicts(bold: true)
        #expect(verdicts.allSatisfy { $0.check == $0.audit }, "\(verdicts)")
        // Bold at 17 pt is large text: 3.45:1 passes the 3:1 it needs, in both.
        #expect(verdicts.first { $0.state == "normal" }?.audit == false)
        let entry = try #require(
            ContrastReport(theme: try Self.greyLinkTheme(bold: true), customStates: []).entries.first {
                $0.variant == "link" && $0.state == .normal && $0.kind == .text
            })
        #expect(entry.threshold == 3 && entry.exact.verdict == .pass)
    }

    @Test func theRuleItself() {
        #expect(ContrastRequirement.isLargeText(pointSize: 18, weight: 400))
        #expect(ContrastRequirement.isLargeText(pointSize: 14, weight: 700))
        #expect(!ContrastRequirement.isLargeText(pointSize: 17, weight: 600))
        #expect(!ContrastRequirement.isLargeText(pointSize: 13, weight: 900))
        #expect(ContrastRequirement.threshold(.text, largeText: false) == 4.5)
        #expect(ContrastRequirement.threshold(.text, largeText: true) == 3)
        #expect(ContrastRequirement.threshold(.boundary, largeText: false) == 3)
        // Cut, never rounded up: 4.499 does not read as a pass.
        #expect(ContrastRequirement.ratioText(4.499) == "4.49:1")
        let white = RGBColor(red: 255, green: 255, blue: 255)
        let grey = RGBColor(red: 0xC9, green: 0xC9, blue: 0xCF)
        let blue = RGBColor(red: 0x0A, green: 0x58, blue: 0xCA)
        // A pale border on a strong fill: the fill shows the edge, so the edge passes.
        let style = ButtonStyle(
            foreground: white, background: blue, border: grey, borderWidth: 1, corner: .none, height: 3,
            paddingX: 2, spinner: white)
        let pairs = ContrastRequirement.pairs(style: style, surface: white, largeText: false)
        #expect(pairs.map(\.kind) == [.text, .boundary])
        #expect(pairs[1].passes())
        #expect(pairs[1].colours == "#C9C9CF and #0A58CA on #FFFFFF")
        // No border drawn: no edge to measure; no title: no text pair.
        var filled = style
        filled.borderWidth = 0
        #expect(ContrastRequirement.pairs(style: filled, surface: white, showsContent: false, largeText: false).isEmpty)
    }
}
