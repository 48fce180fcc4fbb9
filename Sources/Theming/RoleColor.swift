/// A colour role's value as its token writes it, alpha kept (not composited over what lies
/// beneath, as the terminal's and the device look's colours are), and the token that
/// supplies it: what an asset catalog names and holds.
public struct RoleColor: Hashable, Sendable {
    /// The token the theme maps the role to (a manifest's team token, or the role's own
    /// token in a plain theme file); `nil` when a manifest writes the value in place.
    public var token: String?
    /// The colour's channels, alpha aside.
    public var rgb: RGBColor
    /// Its alpha, 0 (none) to 1 (opaque).
    public var alpha: Double
}
