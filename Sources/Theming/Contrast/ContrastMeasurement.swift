/// One pair's contrast at one colour depth.
public struct ContrastMeasurement: Hashable, Sendable, Codable {
    public var depth: ColorDepth
    /// The colours as shown at this depth.
    public var foreground: RGBColor
    public var background: RGBColor
    /// Palette indices at this depth (`nil` for exact colours).
    public var foregroundIndex: Int?
    public var backgroundIndex: Int?
    public var ratio: Double
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
