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
    /// The least ratio the one contrast rule asks (text 4.5, or 3 when large; borders 3).
    public var threshold: Double
    /// Disabled states are exempt (WCAG: inactive components).
    public var isExempt: Bool
    /// The pair in its exact token colours.
    public var exact: ContrastMeasurement
    /// The pair as a 256-colour terminal shows it.
    public var xterm256: ContrastMeasurement
    /// The pair as an 8-colour terminal shows it.
    public var basic8: ContrastMeasurement

    /// Measures one pair of ``ContrastRequirement/pairs(style:surface:showsContent:largeText:)``.
    /// - Parameters:
    ///   - variant: The theme colour group.
    ///   - state: The state measured.
    ///   - stateName: The state as theme files name it.
    ///   - pair: The colours and the threshold the one contrast rule gives them.
    public init(variant: String, state: ControlState, stateName: String, pair: ContrastPair) {
        self.variant = variant
        self.state = state
        self.stateName = stateName
        self.kind = pair.kind
        self.foreground = pair.foreground
        self.background = pair.background
        self.threshold = pair.threshold
        self.isExempt = state.contains(.disabled)
        exact = ContrastMeasurement(depth: .exact, pair: pair, exempt: isExempt)
        xterm256 = ContrastMeasurement(depth: .xterm256, pair: pair, exempt: isExempt)
        basic8 = ContrastMeasurement(depth: .basic8, pair: pair, exempt: isExempt)
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
