/// `UIButton.Configuration.CornerStyle` (uikit-semantics.md section 3.2; default dynamic).
public enum ConfigurationCornerStyle: String, CaseIterable, Hashable, Sendable {
    /// The background's own corner radius (here: the theme's radius token).
    case fixed
    /// The background's radius adjusted for Dynamic Type (here: the theme's radius token).
    case dynamic
    /// System radii of three sizes.
    case small, medium, large
    /// Always a capsule.
    case capsule
}
