/// Which two colours a contrast entry compares.
public enum ContrastPairKind: String, Hashable, Sendable, Codable {
    /// Title against the button's background (or the surface when transparent): 4.5:1, or
    /// 3:1 when large.
    case text
    /// A drawn border, or the button's fill where that stands out more, against the
    /// surface it sits on: 3:1. Buttons without a border have no such pair.
    case boundary

    /// The WCAG minimum ratio for this kind when the text is not large: 4.5 for text, 3
    /// for a boundary (``ContrastRequirement/threshold(_:largeText:)``).
    public var threshold: Double { ContrastRequirement.threshold(self, largeText: false) }
}
