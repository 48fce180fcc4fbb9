import ButtonKit
import Figma
import JSONSupport
import Theming

/// A starter theme from a component set: a DTCG token file in ButtonSim's own layout
/// (`theme.ROLE`, docs/themes.md) with each drawn state's fill, text colour and stroke,
/// the corner radius, height and stroke weight drawn, and the default theme's values for
/// what a button set does not draw (the page, its text, the padding); and the manifest
/// that names it, `NAME.theme.json`.
struct FigmaStarterTheme {
    /// The page the colours are composited over: ButtonSim's default surface.
    static let page = RGBColor(red: 255, green: 255, blue: 255)

    /// The starter's states.
    let starter: FigmaStarterButton
    /// The button as loaded from the starter file, for its custom states' bits.
    let button: ButtonDefinition

    /// The token file and what was not found in the design.
    func tokens() -> (JSONValue, [String]) {
        var notes: [String] = []
        var states: [JSONMember] = []
        for state in starter.drawn {
            var parts: [JSONMember] = []
            parts.append(token("background", color(state.variant.fill)))
            if let text = state.variant.texts.first?.fill { parts.append(token("foreground", color(text))) }
            parts.append(token("border", color(state.variant.stroke)))
            states.append(JSONMember(key: tokenName(state.flags), value: .object(parts)))
        }
        let normal = starter.drawn.first { $0.flags.isEmpty }?.variant ?? starter.drawn.first?.variant
        let brand = normal?.fill.map { color($0) } ?? hex("#0a58ca")
        var height = normal?.height ?? 44
        if !(8...200).contains(height) {
            notes.append("height \(height) pt is outside 8 to 200 pt; 44 pt written")
            height = 44
        }
        let radius = min(max(normal?.cornerRadius ?? 0, 0), 99)
        let strokes = starter.drawn.compactMap { $0.variant.stroke == nil ? nil : $0.variant.strokeWeight }
        let borderWidth = min(strokes.max() ?? 1, 8)
        notes.append("padding is the default theme's (24 pt, 16 pt small); the small height is the drawn one")
        let theme: JSONValue = .object([
            JSONMember(
                key: "color",
                value: .object([
                    JSONMember(key: "$type", value: .string("color")),
                    JSONMember(key: "surface", value: .object([token("default", hex("#ffffff"))])),
                    JSONMember(
                        key: "foreground",
                        value: .object([
                            token("default", hex("#1b1b1f")), token("muted", hex("#5e5e66")), token("accent", brand),
                            token("danger", hex("#b3261e")),
                        ])),
                    JSONMember(key: "background", value: .object([token("brand", brand)])),
                    JSONMember(
                        key: "button", value: .object([JSONMember(key: "primary", value: .object(states))])),
                ])),
            dimension("radius", [("default", radius)]),
            dimension("height", [("sm", height), ("md", height)]),
            dimension("padding-x", [("sm", 16), ("md", 24)]),
            dimension("border-width", [("default", borderWidth)]),
        ])
        let file: JSONValue = .object([
            JSONMember(
                key: "$description",
                value: .string("Colours and sizes of the Figma component set \"\(starter.set.name)\", by figma import.")
            ),
            JSONMember(key: "theme", value: theme),
        ])
        return (file, notes)
    }

    /// The manifest naming the token file.
    /// - Parameter tokenFile: The token file's name, beside the manifest.
    func manifest(tokenFile: String) -> JSONValue {
        .object([
            JSONMember(
                key: "$description",
                value: .string("The Figma component set \"\(starter.set.name)\", by figma import.")),
            JSONMember(key: "tokens", value: .array([.string(tokenFile)])),
            JSONMember(key: "variants", value: .array([.string("primary")])),
        ])
    }

    /// The theme's group name of a state (`selected-pressed`, `mutual`), as the theme reads it.
    private func tokenName(_ flags: Set<String>) -> String {
        var state = ControlState.normal
        for flag in flags {
            if let system = SystemFlag.named(flag) {
                state.formUnion(system.state)
            } else if let custom = button.states.first(where: { $0.name == flag }) {
                state.formUnion(custom.state)
            }
        }
        return StateTokenName.name(for: state, customStates: button.states)
    }

    /// A paint as a DTCG colour: composited over the page; none is transparent.
    private func color(_ paint: FigmaPaint?) -> JSONValue {
        guard let paint else {
            return .object([
                JSONMember(key: "colorSpace", value: .string("srgb")),
                JSONMember(key: "components", value: .array([.number(0), .number(0), .number(0)])),
                JSONMember(key: "alpha", value: .number(0)),
            ])
        }
        return hex(paint.color.resolved(over: Self.page).hex.lowercased())
    }

    private func hex(_ text: String) -> JSONValue { .string(text) }

    private func token(_ name: String, _ value: JSONValue) -> JSONMember {
        JSONMember(key: name, value: .object([JSONMember(key: "$value", value: value)]))
    }

    private func dimension(_ role: String, _ values: [(String, Double)]) -> JSONMember {
        var members = [JSONMember(key: "$type", value: .string("dimension"))]
        for (name, points) in values {
            members.append(
                token(
                    name,
                    .object([
                        JSONMember(key: "value", value: .number((points * 100).rounded() / 100)),
                        JSONMember(key: "unit", value: .string("px")),
                    ])))
        }
        return JSONMember(key: role, value: .object([JSONMember(key: "button", value: .object(members))]))
    }
}
