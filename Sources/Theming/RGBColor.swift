/// An opaque sRGB colour with 8-bit channels, as design tokens and terminals use them.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0 to 255.
    public var red: UInt8
    /// The green channel, 0 to 255.
    public var green: UInt8
    /// The blue channel, 0 to 255.
    public var blue: UInt8

    /// A colour from its channels.
    /// - Parameters:
    ///   - red: The red channel.
    ///   - green: The green channel.
    ///   - blue: The blue channel.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#rrggbb` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for digit in digits.dropFirst() {
            guard let nibble = Self.hexValue(digit) else { return nil }
            value = value << 4 | UInt32(nibble)
        }
        self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#RRGGBB`.
    public var hex: String {
        func pair(_ value: UInt8) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + pair(red) + pair(green) + pair(blue)
    }

    /// The colour as `#RRGGBB`, the same as ``hex``.
    public var description: String { hex }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
