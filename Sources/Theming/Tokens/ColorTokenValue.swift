import JSONSupport

/// Reads a `color` token's `$value`: the DTCG 2025.10 colour object
/// `{"colorSpace": SPACE, "components": [c1, c2, c3], "alpha": a, "hex": "#rrggbb"}` or a
/// `"#rrggbb"` string from older drafts.
///
/// Every colour space the format lists is converted to sRGB with CSS Color 4's formulas
/// (``ColorSpace``); a colour outside sRGB's gamut takes its `hex` fallback when it has
/// one (the author's own sRGB choice), else is gamut-mapped (``SRGBGamutMapping``).
/// `"none"` components count as 0, as CSS converts them. Alpha is kept: 0 means nothing is
/// drawn; anything between is composited over what lies beneath (``TokenColor``). In
/// sRGB, a `hex` that disagrees with the components by more than rounding is refused.
enum ColorTokenValue {
    static func parse(_ value: JSONValue) -> Result<TokenColor, TokenValueError> {
        switch value {
        case .string(let text):
            guard let color = RGBColor(hex: text) else {
                if let object = objectForHexWithAlpha(text) {
                    return .failure(
                        TokenValueError(
                            "malformed colour \(value.quoted(limit: 40)): a hex colour with alpha is not a token "
                                + "colour; write the colour object \(object)"))
                }
                return .failure(
                    TokenValueError(
                        "malformed colour \(value.quoted(limit: 40)) (expected \"#rrggbb\" or a colour object)"))
            }
            return .success(TokenColor(color))
        case .object:
            return parseObject(value)
        default:
            return .failure(
                TokenValueError("malformed colour \(value.quoted(limit: 40)): expected \"#rrggbb\" or a colour object"))
        }
    }

    /// The members a colour object may have.
    static let members = ["colorSpace", "components", "alpha", "hex"]

    private static func parseObject(_ value: JSONValue) -> Result<TokenColor, TokenValueError> {
        // Quoted only on failure: every colour of every theme passes through here.
        func failure(_ problem: String) -> Result<TokenColor, TokenValueError> {
            .failure(TokenValueError("malformed colour \(value.quoted()): \(problem)"))
        }
        // A typo such as "component" would otherwise be ignored silently.
        if case .object(let present) = value, let unknown = present.first(where: { !members.contains($0.key) }) {
            return failure(
                "unknown member \(JSONLiteral.string(String(unknown.key.prefix(40)))) (use \(members.joined(separator: ", ")))"
            )
        }
        guard case .string(let spaceName)? = value["colorSpace"] else { return failure("colorSpace is missing") }
        guard let space = ColorSpace(rawValue: spaceName) else {
            return failure(
                "unknown colorSpace (use one of \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard case .array(let components)? = value["components"], components.count == 3 else {
            return failure("components must be an array of 3 numbers or \"none\"")
        }
        var numbers: [Double] = []
        for (index, component) in components.enumerated() {
            let (name, range) = space.components[index]
            switch component {
            case .number(let number) where range.contains(number) || (name == "hue" && number.isFinite):
                numbers.append(number)
            case .string("none"):
                numbers.append(0)
            default:
                return failure("\(name) \(component.quoted(limit: 20)) is outside \(describe(range)) for \(spaceName)")
            }
        }
        var fallback: RGBColor?
        if let hex = value["hex"] {
            // Published files also write the short form, "#fff".
            guard case .string(let text) = hex, let color = Self.fallbackHex(text) else {
                return failure("hex must be \"#rrggbb\" or \"#rgb\"")
            }
            fallback = color
        }
        var alpha = 1.0
        if let alphaValue = value["alpha"] {
            guard case .number(let number) = alphaValue, (0...1).contains(number) else {
                return failure("alpha must be a number from 0 to 1")
            }
            alpha = number
        }
        let converted = space.toSRGB((numbers[0], numbers[1], numbers[2]))
        if space == .srgb, let fallback {
            // The hex is only a fallback for the components; a designer who edits one and
            // not the other would otherwise see no change and no reason.
            let exact = TokenColor(red: converted.0, green: converted.1, blue: converted.2, alpha: 1).rgb
            if !fallback.isWithinRounding(of: exact) {
                return failure("hex \(fallback.hex) disagrees with components (\(exact.hex))")
            }
        }
        if !SRGBGamutMapping.isInGamut(converted), var color = fallback.map(TokenColor.init) {
            color.alpha = alpha
            return .success(color)
        }
        let mapped = SRGBGamutMapping.map(converted)
        return .success(TokenColor(red: mapped.0, green: mapped.1, blue: mapped.2, alpha: alpha))
    }

    /// `#rrggbb`, or CSS's short `#rgb` with each digit doubled.
    static func fallbackHex(_ text: String) -> RGBColor? {
        // Bytes, not characters: a hex digit is ASCII, and every colour is read at each load.
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        if bytes.count == 4 {
            let doubled = bytes.dropFirst().flatMap { [$0, $0] }
            return RGBColor(hex: "#" + String(decoding: doubled, as: UTF8.self))
        }
        return bytes.count == 7 ? RGBColor(hex: text) : nil
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        func text(_ number: Double) -> String {
            abs(number) >= .greatestFiniteMagnitude
                ? (number < 0 ? "-infinity" : "infinity") : JSONValue.number(number).compactText
        }
        return "\(text(range.lowerBound))...\(text(range.upperBound))"
    }
}

extension TokenColor {
    /// An opaque 8-bit colour.
    init(_ color: RGBColor) {
        self.init(
            red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255, alpha: 1)
    }
}

extension RGBColor {
    /// Whether every channel is within 1 of `other`'s: the same colour, rounded either way.
    func isWithinRounding(of other: RGBColor) -> Bool {
        abs(Int(red) - Int(other.red)) <= 1 && abs(Int(green) - Int(other.green)) <= 1
            && abs(Int(blue) - Int(other.blue)) <= 1
    }
}
