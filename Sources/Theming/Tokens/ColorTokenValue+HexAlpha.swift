import JSONSupport

extension ColorTokenValue {
    /// The colour object to write for a CSS hex colour with alpha, `#rrggbbaa` or `#rgba`
    /// (as Tokens Studio and several design systems publish), which a token's `"#rrggbb"`
    /// string cannot hold: `#091E424F` is
    /// `{"colorSpace": "srgb", "components": [0.035, 0.118, 0.26], "alpha": 0.31, "hex": "#091E42"}`.
    /// Each number has the fewest decimals that still give the same 8-bit channel, so the
    /// object reads back as exactly that colour. `nil` for any other text.
    static func objectForHexWithAlpha(_ text: String) -> String? {
        var digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#") else { return nil }
        digits.removeFirst()
        if digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 8 else { return nil }
        var channels: [Int] = []
        for index in stride(from: 0, to: 8, by: 2) {
            guard let channel = Int(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            channels.append(channel)
        }
        let rgb = String(decoding: [UInt8(ascii: "#")] + digits[0..<6], as: UTF8.self).uppercased()
        let components = channels[0..<3].map(shortestFraction).joined(separator: ", ")
        return
            "{\"colorSpace\": \"srgb\", \"components\": [\(components)], \"alpha\": \(shortestFraction(channels[3])), "
            + "\"hex\": \(JSONLiteral.string(rgb))}"
    }

    /// `channel / 255` with the fewest decimals (at most 4) that round back to `channel`.
    private static func shortestFraction(_ channel: Int) -> String {
        let exact = Double(channel) / 255
        for digits in 0...4 {
            let scale = [1.0, 10, 100, 1000, 10000][digits]
            let rounded = (exact * scale).rounded() / scale
            if Int((rounded * 255).rounded()) == channel { return JSONValue.number(rounded).compactText }
        }
        return JSONValue.number(exact).compactText
    }
}
