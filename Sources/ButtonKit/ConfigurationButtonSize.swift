/// `UIButton.Configuration.Size` (uikit-semantics.md section 3.2; default medium).
public enum ConfigurationButtonSize: String, CaseIterable, Hashable, Sendable {
    /// Smallest to largest; medium is the default.
    case mini, small, medium, large

    /// The simulator's size for it: the theme has only small and medium heights, so mini
    /// and small draw small, medium and large draw medium (Apple: "the exact size of the
    /// button may change regardless of this value").
    public var buttonSize: ButtonSize { self == .mini || self == .small ? .small : .medium }
}
