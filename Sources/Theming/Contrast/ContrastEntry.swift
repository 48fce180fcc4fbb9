import ButtonKit

/// One colour pair of one variant in one state, measured at every colour depth.
public struct ContrastEntry: Hashable, Sendable, Codable {
    /// The theme colour group.
    public var variant: String
    /// The state measured.
    public var state: ControlState
    /// The state as theme files name it (`selected-pressed`).
    public var stateName: String
    /// Text or boundary.
    public var kind: ContrastPairKind
    /// The token colours compared (title or border first).
    public var foreground: RGBColor
    /// What the foreground colour sits on.
    public var background: RGBColor
    /// The minimum ratio for ``kind``.
    public var threshold: Double
    /// Disabled states are exempt (WCAG: inactive components).
    public var isExempt: Bool
    /// The pair in its exact token colours.
    public var exact: ContrastMeasurement
    /// The pair as a 256-colour terminal shows it.
    public var xterm256: ContrastMeasurement
    /// The pair as an 8-colour terminal shows it.
    public var basic8: ContrastMeasurement

    /// Measures one pair.
    /// - Parameters:
    ///   - variant: The theme colour group.
    ///   - state: The state measured.
    ///   - stateName: The state as theme files name it.
    ///   - kind: Text or boundary.
    ///   - foreground: The title or edge colour.
    ///   - background: What it sits on.
    public init(
        variant: String, state: ControlState, stateName: String, kind: ContrastPairKind,
        foreground: RGBColor, background: RGBColor
    ) {
        self.variant = variant
        self.state = state
        self.stateName = stateName
        self.kind = kind
        self.foreground = foreground
        self.background = background
        self.threshold = kind.threshold
        self.isExempt = state.contains(.disabled)
        exact = ContrastMeasurement(
            depth: .exact, foreground: foreground, background: background, threshold: threshold, exempt: isExempt)
        xterm256 = ContrastMeasurement(
            depth: .xterm256, foreground: foreground, background: background, threshold: threshold, exempt: isExempt)
        basic8 = ContrastMeasurement(
            depth: .basic8, foreground: foreground, background: background, threshold: threshold, exempt: isExempt)
    }

    /// The measurement at `depth`.
    public func measurement(at depth: ColorDepth) -> ContrastMeasurement {
        switch depth {
        case .exact: exact
        case .xterm256: xterm256
        case .basic8: basic8
        }
    }
}
