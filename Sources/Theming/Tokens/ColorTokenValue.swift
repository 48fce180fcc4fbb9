import JSONSupport

/// Reads a `color` token's `$value`: the DTCG Color Module object
/// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#rrggbb"}` or a
/// `"#rrggbb"` string from older drafts.
///
/// Only sRGB is supported (terminals are sRGB). Components in 0...1 round to 8 bits;
/// `"none"` reads as 0. Alpha must be 0 (clear: nothing is drawn) or 1, because a
/// terminal cell cannot blend; anything in between is refused with a message.
enum ColorTokenValue {
    static func parse(_ value: JSONValue) -> Result<Paint, TokenValueError> {
        switch value {
        case .string(let text):
            guard let color = RGBColor(hex: text) else {
                return .failure(
                    TokenValueError("malformed colour \"\(text.prefix(40))\" (expected \"#rrggbb\" or a colour object)")
                )
            }
            return .success(.color(color))
        case .object:
            return parseObject(value)
        default:
            return .failure(
                TokenValueError("malformed colour: expected \"#rrggbb\" or a colour object, found \(value.kindName)"))
        }
    }

    /// The members a colour object may have.
    static let members = ["colorSpace", "components", "alpha", "hex"]

    private static func parseObject(_ value: JSONValue) -> Result<Paint, TokenValueError> {
        // A typo such as "component" would otherwise be ignored silently.
        if case .object(let present) = value, let unknown = present.first(where: { !members.contains($0.key) }) {
            return .failure(
                TokenValueError(
                    "malformed colour: unknown member \"\(unknown.key.prefix(40))\" (use \(members.joined(separator: ", ")))"
                ))
        }
        guard case .string(let space)? = value["colorSpace"] else {
            return .failure(TokenValueError("malformed colour: colorSpace is missing"))
        }
        guard space == "srgb" else {
            return .failure(
                TokenValueError("malformed colour: colorSpace \"\(space.prefix(20))\" is not supported (use srgb)"))
        }
        guard case .array(let components)? = value["components"], components.count == 3 else {
            return .failure(TokenValueError("malformed colour: components must be an array of 3 numbers"))
        }
        var channels: [UInt8] = []
        for component in components {
            switch component {
            case .number(let number) where (0...1).contains(number):
                channels.append(UInt8((number * 255).rounded()))
            case .string("none"):
                channels.append(0)
            default:
                return .failure(TokenValueError("malformed colour: components must be numbers from 0 to 1"))
            }
        }
        if let hex = value["hex"] {
            guard case .string(let text) = hex, let fallback = RGBColor(hex: text) else {
                return .failure(TokenValueError("malformed colour: hex must be \"#rrggbb\""))
            }
            // The hex is only a fallback for the components; a designer who edits one and
            // not the other would otherwise see no change and no reason.
            if channels.count == 3, fallback != RGBColor(red: channels[0], green: channels[1], blue: channels[2]) {
                let components = RGBColor(red: channels[0], green: channels[1], blue: channels[2])
                return .failure(
                    TokenValueError(
                        "malformed colour: hex \(fallback.hex) disagrees with components (\(components.hex))"))
            }
        }
        var alpha = 1.0
        if let alphaValue = value["alpha"] {
            guard case .number(let number) = alphaValue, (0...1).contains(number) else {
                return .failure(TokenValueError("malformed colour: alpha must be a number from 0 to 1"))
            }
            alpha = number
        }
        if alpha == 0 { return .success(.clear) }
        guard alpha == 1 else {
            return .failure(
                TokenValueError("malformed colour: alpha \(alpha) cannot be shown in a terminal (use 0 for none or 1)"))
        }
        guard channels.count == 3 else { return .failure(TokenValueError("malformed colour")) }
        return .success(.color(RGBColor(red: channels[0], green: channels[1], blue: channels[2])))
    }
}
