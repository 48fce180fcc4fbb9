/// The colours a terminal can show, for checking contrast as people will really see it.
public enum ColorDepth: String, Hashable, Sendable, Codable, CaseIterable {
    /// The token colours themselves (a true-colour terminal).
    case exact
    /// The nearest xterm-256 entry (6x6x6 cube or grey ramp).
    case xterm256 = "xterm-256"
    /// The nearest of the 8 basic colours.
    case basic8 = "8-colour"

    /// The palette index a colour becomes at this depth; `nil` for exact colours.
    public func index(of color: RGBColor) -> Int? {
        switch self {
        case .exact: nil
        case .xterm256: XtermPalette.nearest256(color)
        case .basic8: XtermPalette.nearest8(color)
        }
    }

    /// The colour really shown at this depth.
    public func shown(_ color: RGBColor) -> RGBColor {
        guard let index = index(of: color) else { return color }
        return self == .basic8 ? XtermPalette.basic[index] : XtermPalette.color(ofIndex: index)
    }
}
