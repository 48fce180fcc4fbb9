import ButtonKit

/// The theme's button dimensions in design points, exactly as the tokens give them, for
/// pictures drawn at device size (the terminal uses ``ButtonMetrics``' cells instead).
public struct ButtonPoints: Hashable, Sendable, Codable {
    /// `theme.radius.button.default`; 99 or more means a pill (half the height).
    public var radius: Double
    /// `theme.height.button.sm`.
    public var smallHeight: Double
    /// `theme.height.button.md`.
    public var mediumHeight: Double
    /// `theme.padding-x.button.sm`: each side of the content.
    public var smallPaddingX: Double
    /// `theme.padding-x.button.md`: each side of the content.
    public var mediumPaddingX: Double
    /// `theme.border-width.button.default`.
    public var borderWidth: Double

    /// Makes point metrics from the six tokens.
    /// - Parameters:
    ///   - radius: Corner radius; 99 or more is a pill.
    ///   - smallHeight: Height of small buttons.
    ///   - mediumHeight: Height of medium buttons.
    ///   - smallPaddingX: Horizontal padding of small buttons.
    ///   - mediumPaddingX: Horizontal padding of medium buttons.
    ///   - borderWidth: Border width.
    public init(
        radius: Double, smallHeight: Double, mediumHeight: Double, smallPaddingX: Double,
        mediumPaddingX: Double, borderWidth: Double
    ) {
        self.radius = radius
        self.smallHeight = smallHeight
        self.mediumHeight = mediumHeight
        self.smallPaddingX = smallPaddingX
        self.mediumPaddingX = mediumPaddingX
        self.borderWidth = borderWidth
    }

    /// The height of a button of this size.
    public func height(for size: ButtonSize) -> Double { size == .small ? smallHeight : mediumHeight }
    /// The padding each side of a button of this size.
    public func paddingX(for size: ButtonSize) -> Double { size == .small ? smallPaddingX : mediumPaddingX }

    /// The radius drawn for a button of `height`: the token, at most half the height (so
    /// 99, the design system's "pill", is a pill at any height).
    public func cornerRadius(height: Double) -> Double { min(max(0, radius), height / 2) }

    /// The shipped default theme's tokens; used where a theme was built without points.
    public static let fallback = ButtonPoints(
        radius: 99, smallHeight: 32, mediumHeight: 44, smallPaddingX: 16,
        mediumPaddingX: 24, borderWidth: 1)
}
