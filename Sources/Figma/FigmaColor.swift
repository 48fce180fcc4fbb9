import Theming

/// A colour as a Figma response writes it: red, green, blue and alpha from 0 to 1, with
/// the paint's own opacity already multiplied into alpha.
public struct FigmaColor: Hashable, Sendable {
    /// Red, 0 to 1.
    public var red: Double
    /// Green, 0 to 1.
    public var green: Double
    /// Blue, 0 to 1.
    public var blue: Double
    /// Alpha, 0 to 1 (the colour's alpha times the paint's opacity).
    public var alpha: Double

    /// A colour from its channels, each 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour as it shows over `backdrop`: alpha blended in sRGB, as Figma draws it.
    /// - Parameter backdrop: What lies behind a colour that is not opaque.
    public func resolved(over backdrop: RGBColor) -> RGBColor {
        func channel(_ value: Double, _ behind: UInt8) -> UInt8 {
            let clamped = min(max(value, 0), 1)
            let opacity = min(max(alpha, 0), 1)
            let blended = clamped * opacity + Double(behind) / 255 * (1 - opacity)
            return UInt8((blended * 255).rounded())
        }
        return RGBColor(
            red: channel(red, backdrop.red), green: channel(green, backdrop.green), blue: channel(blue, backdrop.blue))
    }
}
