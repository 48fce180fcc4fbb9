/// Two colours the one contrast rule (``ContrastRequirement``) compares, with the least
/// ratio it asks of them.
public struct ContrastPair: Hashable, Sendable, Codable {
    /// Text, or a border against the surface.
    public var kind: ContrastPairKind
    /// The title's colour, or the border's.
    public var foreground: RGBColor
    /// What the title sits on, or the surface around the button.
    public var background: RGBColor
    /// For a border: the button's fill, which shows the edge when it stands out more.
    public var fill: RGBColor?
    /// Whether the title is large text (18 pt, or 14 pt bold).
    public var largeText: Bool
    /// The least ratio: 4.5 for text, 3 for large text and borders.
    public var threshold: Double

    /// A pair.
    /// - Parameters:
    ///   - kind: Text or a border.
    ///   - foreground: The title's or the border's colour.
    ///   - background: What it is measured against.
    ///   - fill: For a border, the button's fill.
    ///   - largeText: Whether the title is large text.
    public init(kind: ContrastPairKind, foreground: RGBColor, background: RGBColor, fill: RGBColor?, largeText: Bool) {
        self.kind = kind
        self.foreground = foreground
        self.background = background
        self.fill = fill
        self.largeText = largeText
        threshold = ContrastRequirement.threshold(kind, largeText: largeText)
    }

    /// The ratio as `depth` shows the colours: for a border, whichever of the border and
    /// the fill stands out more against the surface.
    /// - Parameter depth: The colours as given, or as a terminal shows them.
    public func ratio(at depth: ColorDepth = .exact) -> Double {
        let shown = Contrast.ratio(depth.shown(foreground), depth.shown(background))
        guard let fill else { return shown }
        return max(shown, Contrast.ratio(depth.shown(fill), depth.shown(background)))
    }

    /// Whether the pair meets its threshold at `depth` (never rounded: 4.499 fails 4.5:1).
    /// - Parameter depth: The colours as given, or as a terminal shows them.
    public func passes(at depth: ColorDepth = .exact) -> Bool { ratio(at: depth) >= threshold }

    /// `#FFFFFF on #3FB950`, or for a border `#C9C9CF and #FFFFFF on #FFFFFF`.
    public var colours: String {
        fill.map { "\(foreground.hex) and \($0.hex) on \(background.hex)" } ?? "\(foreground.hex) on \(background.hex)"
    }
}
