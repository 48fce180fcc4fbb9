import Platform

/// A colour token's value in sRGB: channels 0...1 (converted and gamut-mapped from the
/// token's colour space) and alpha 0...1.
struct TokenColor: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// The nearest 8-bit colour, alpha aside.
    var rgb: RGBColor {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBColor(red: byte(red), green: byte(green), blue: byte(blue))
    }

    /// What a terminal cell can show: nothing for alpha 0, else the colour composited over
    /// `backdrop` (source-over, in gamma-encoded sRGB as CSS composites by default).
    func paint(over backdrop: RGBColor) -> Paint {
        if alpha <= 0 { return .clear }
        if alpha >= 1 { return .color(rgb) }
        func mix(_ value: Double, _ under: UInt8) -> Double { value * alpha + Double(under) / 255 * (1 - alpha) }
        let composited = TokenColor(
            red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue), alpha: 1)
        return .color(composited.rgb)
    }
}
