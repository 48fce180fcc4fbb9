/// The colours of the simulator's own screen, from the theme's semantic tokens.
public struct ChromeColors: Hashable, Sendable, Codable {
    /// `theme.color.surface.default`: the screen behind ordinary buttons.
    public var background: RGBColor
    /// `theme.color.foreground.default`.
    public var text: RGBColor
    /// `theme.color.foreground.muted`: hints and secondary text.
    public var mutedText: RGBColor
    /// `theme.color.foreground.accent`: focus and highlights in the chrome.
    public var accent: RGBColor
    /// `theme.color.foreground.danger`: error lines.
    public var error: RGBColor
    /// `theme.color.background.brand`: the brand surface some variants sit on (`brand-surface.button.V`).
    public var onColorSurface: RGBColor

    /// The chrome's colours.
    /// - Parameters:
    ///   - background: The screen behind ordinary buttons.
    ///   - text: Ordinary text.
    ///   - mutedText: Hints and secondary text.
    ///   - accent: Focus and highlights.
    ///   - error: Error lines.
    ///   - onColorSurface: The brand surface some variants sit on.
    public init(
        background: RGBColor, text: RGBColor, mutedText: RGBColor, accent: RGBColor, error: RGBColor,
        onColorSurface: RGBColor
    ) {
        self.background = background
        self.text = text
        self.mutedText = mutedText
        self.accent = accent
        self.error = error
        self.onColorSurface = onColorSurface
    }

    /// The surface a variant's buttons are drawn on.
    public func surface(for variantIsOnColor: Bool) -> RGBColor {
        variantIsOnColor ? onColorSurface : background
    }
}
