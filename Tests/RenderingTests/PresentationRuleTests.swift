import ButtonKit
import ButtonKitTestSupport
import Canvas
import DeviceLook
import Foundation
import Rendering
import Simulator
import Testing
import Theming

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Title weight, underline, faintness and the brand surface come from the theme's rules
/// for the variant, in the terminal look and the device look, whatever the variant is
/// called.
@Suite("presentation rules drawn from the theme")
struct PresentationRuleTests {
    /// The shipped default theme with `edit` applied to its `theme` group.
    static func theme(_ edit: (inout [String: Any]) -> Void) throws -> Theme {
        let data = try Data(contentsOf: ShippedThemes.directory.appendingPathComponent("default.json"))
        var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var group = try #require(root["theme"] as? [String: Any])
        edit(&group)
        root["theme"] = group
        let edited = try JSONSerialization.data(withJSONObject: root)
        return try ThemeLoader.load(data: edited, fileName: "edited.json").get()
    }

    /// `value` at the dotted `path` below `group`, making the groups on the way.
    static func set(_ value: Any, at path: String, in group: inout [String: Any]) {
        var keys = path.split(separator: ".").map(String.init)
        let last = keys.removeLast()
        func put(_ node: inout [String: Any], _ rest: ArraySlice<String>) {
            guard let first = rest.first else {
                node[last] = value
                return
            }
            var child = node[first] as? [String: Any] ?? [:]
            put(&child, rest.dropFirst())
            node[first] = child
        }
        put(&group, keys[...])
    }

    /// Secondary bold, a new variant `ghost` (secondary's colours) underlined on the brand
    /// surface, primary at normal weight.
    static func edited() throws -> Theme {
        try theme { group in
            set(["$value": "bold"], at: "font-weight.button.secondary.default", in: &group)
            set(["$value": "normal"], at: "font-weight.button.primary.default", in: &group)
            let colors = group["color"] as? [String: Any]
            let secondary = (colors?["button"] as? [String: Any])?["secondary"] ?? [:]
            set(secondary, at: "color.button.ghost", in: &group)
            set(["$value": 1], at: "underline.button.ghost.default", in: &group)
            set(["$value": 1], at: "brand-surface.button.ghost", in: &group)
        }
    }

    static func button(_ variant: String, title: String) throws -> Button {
        let json = #"{"buttons": [{"id": "b", "variant": "\#(variant)", "titles": {"normal": "\#(title)"}}]}"#
        let board = try BuiltInFixture.board(json: json).get().board
        return try #require(SimulatorState(board: board).buttons.first)
    }

    /// The style of the first cell of `title` in the terminal picture of `button`, and the
    /// picture's corner (its surface).
    static func terminal(_ button: Button, theme: Theme, title: String) throws -> (title: CellStyle, corner: CellStyle)
    {
        let model = ScreenModel.fixture(simulator: SimulatorState(board: BuiltInFixture.board), theme: theme)
        let frame = ButtonPicture.frame(button, model: model)
        for (row, line) in frame.lines.enumerated() {
            guard let range = line.range(of: title) else { continue }
            let column = line.distance(from: line.startIndex, to: range.lowerBound)
            return (frame[column, row].style, frame[0, 0].style)
        }
        Issue.record("no \(title) in \(frame.text)")
        return (.plain, .plain)
    }

    /// The device picture's title weight and panel colour.
    static func device(_ button: Button, theme: Theme) throws -> (weight: String?, panel: String?) {
        let model = ScreenModel.fixture(simulator: SimulatorState(board: BuiltInFixture.board), theme: theme)
        let svg = DeviceButtonPicture.svg(button, models: [model], scale: 1)
        let root = try #require(try XMLDocument(data: Data(svg.utf8)).rootElement())
        let elements = DeviceLookTests.descendants(root)
        let title = elements.first { DeviceLookTests.attribute("class", of: $0) == "button-title" }
        let panel = elements.first { $0.localName == "rect" && DeviceLookTests.attribute("class", of: $0) == "panel" }
        return (
            title.flatMap { DeviceLookTests.attribute("font-weight", of: $0) },
            panel.flatMap { DeviceLookTests.attribute("fill", of: $0) }
        )
    }

    @Test func aThemeThatMakesSecondaryBoldDrawsItBold() throws {
        let theme = try Self.edited()
        let secondary = try Self.button("secondary", title: "Second")
        #expect(try Self.terminal(secondary, theme: theme, title: "Second").title.bold)
        #expect(try Self.device(secondary, theme: theme).weight == "700")
        // The shipped theme leaves secondary at normal weight: not bold, and regular on a device.
        #expect(try !Self.terminal(secondary, theme: .builtInDefault, title: "Second").title.bold)
        #expect(try Self.device(secondary, theme: .builtInDefault).weight == "400")
    }

    @Test func aCustomVariantIsUnderlinedOnTheBrandSurface() throws {
        let theme = try Self.edited()
        #expect(theme.isOnBrandSurface(variant: "ghost"))
        let ghost = try Self.button("ghost", title: "Ghost")
        let drawn = try Self.terminal(ghost, theme: theme, title: "Ghost")
        #expect(drawn.title.underline)
        #expect(!drawn.title.bold)
        #expect(drawn.corner.background == theme.chrome.onColorSurface)
        #expect(try Self.device(ghost, theme: theme).panel == theme.chrome.onColorSurface.hex)
        // Its colours are secondary's; secondary itself stays on the screen's surface.
        let secondary = try Self.button("secondary", title: "Second")
        #expect(
            try Self.terminal(secondary, theme: theme, title: "Second").corner.background == theme.chrome.background)
        #expect(try Self.device(secondary, theme: theme).panel == theme.chrome.background.hex)
    }

    @Test func aVariantCalledPrimaryIsNotBoldUnlessTheThemeSaysSo() throws {
        let theme = try Self.edited()
        let primary = try Self.button("primary", title: "Buy")
        #expect(try !Self.terminal(primary, theme: theme, title: "Buy").title.bold)
        #expect(try Self.terminal(primary, theme: .builtInDefault, title: "Buy").title.bold)
        // Nor is a variant called link underlined, nor on-color on the brand surface, in a
        // theme that gives them no rules.
        let plain = try Self.theme { group in
            group["font-weight"] = nil
            group["underline"] = nil
            group["brand-surface"] = nil
        }
        #expect(try !Self.terminal(primary, theme: plain, title: "Buy").title.bold)
        let link = try Self.button("link", title: "More")
        #expect(try !Self.terminal(link, theme: plain, title: "More").title.underline)
        #expect(try Self.terminal(link, theme: .builtInDefault, title: "More").title.underline)
        #expect(!plain.isOnBrandSurface(variant: "on-color"))
        #expect(Theme.builtInDefault.isOnBrandSurface(variant: "on-color"))
    }
}
