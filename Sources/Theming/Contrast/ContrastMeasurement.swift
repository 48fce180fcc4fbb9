/// One pair's contrast at one colour depth.
public struct ContrastMeasurement: Hashable, Sendable, Codable {
    /// The colour depth measured at.
    public var depth: ColorDepth
    /// The colours as shown at this depth.
    public var foreground: RGBColor
    /// The background as shown at this depth.
    public var background: RGBColor
    /// Palette indices at this depth (`nil` for exact colours).
    public var foregroundIndex: Int?
    /// The background's palette index at this depth (`nil` for exact colours).
    public var backgroundIndex: Int?
    /// The WCAG contrast ratio of the colours as shown, from 1 to 21.
    public var ratio: Double
    /// Pass or fail against the threshold, or exempt.
    public var verdict: ContrastVerdict

    /// Measures `foreground` against `background` as `depth` shows them.
    public init(depth: ColorDepth, foreground: RGBColor, background: RGBColor, threshold: Double, exempt: Bool) {
        self.depth = depth
        self.foreground = depth.shown(foreground)
        self.background = depth.shown(background)
        self.foregroundIndex = depth.index(of: foreground)
        self.backgroundIndex = depth.index(of: background)
        self.ratio = Contrast.ratio(self.foreground, self.background)
        self.verdict = exempt ? .exempt : (ratio >= threshold ? .pass : .fail)
    }
}
