/// Which two colours a contrast entry compares.
public enum ContrastPairKind: String, Hashable, Sendable, Codable {
    /// Title against the button's background (or the surface when transparent): 4.5:1.
    case text
    /// The button's border, or its background when it has no border, against the surface
    /// it sits on: 3:1. Buttons with neither (links) have no such pair.
    case boundary

    /// The WCAG minimum ratio for this kind: 4.5 for text, 3 for a boundary.
    public var threshold: Double {
        switch self {
        case .text: Contrast.textThreshold
        case .boundary: Contrast.nonTextThreshold
        }
    }
}
