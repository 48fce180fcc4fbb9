/// How round a button's corners are, from `theme.radius.button.default` (see
/// ``CornerStyle/init(radiusPoints:)`` for the rule).
public enum CornerStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case none, small, medium, large, pill

    /// The radius in points at or above which a button is a pill; the design system
    /// writes 99 for "pill".
    public static let pillRadius = 99.0

    /// The design system's radius rule: 0 pt none, up to 4 pt small, up to 8 pt medium,
    /// below 99 pt large, 99 pt or more pill.
    public init(radiusPoints radius: Double) {
        switch radius {
        case ..<0.5: self = .none
        case ...4: self = .small
        case ...8: self = .medium
        case ..<Self.pillRadius: self = .large
        default: self = .pill
        }
    }
}
