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

    /// Measures a pair as `depth` shows it (a border: whichever of it and the fill stands
    /// out more).
    /// - Parameters:
    ///   - depth: The colour depth.
    ///   - pair: The colours and threshold.
    ///   - exempt: Whether the state is disabled, which WCAG exempts.
    public init(depth: ColorDepth, pair: ContrastPair, exempt: Bool) {
        self.depth = depth
        self.foreground = depth.shown(pair.foreground)
        self.background = depth.shown(pair.background)
        self.foregroundIndex = depth.index(of: pair.foreground)
        self.backgroundIndex = depth.index(of: pair.background)
        self.ratio = pair.ratio(at: depth)
        self.verdict = exempt ? .exempt : (ratio >= pair.threshold ? .pass : .fail)
    }
}
