/// A colour role's value as its token writes it, alpha kept (not composited over what lies
/// beneath, as the terminal's and the device look's colours are), and the tokens that
/// supply it: what an asset catalog names and holds.
public struct RoleColor: Hashable, Sendable {
    /// The token the theme maps the role to (a manifest's team token, or the role's own
    /// token in a plain theme file); `nil` when a manifest writes the value in place.
    public var token: String?
    /// The token the role's value is read from: the first its chain follows past the role's
    /// own (a manifest's team token, or the token a theme file's role refers to, as
    /// `theme.color.border.none`), else ``token``. Roles read from one token share it.
    public var source: String?
    /// The colour's channels, alpha aside.
    public var rgb: RGBColor
    /// Its alpha, 0 (none) to 1 (opaque).
    public var alpha: Double

    /// A colour read from `source` through `token`.
    /// - Parameters:
    ///   - token: The token the theme maps the role to.
    ///   - source: The token the value is read from.
    ///   - rgb: The channels.
    ///   - alpha: The alpha, 0 to 1.
    public init(token: String?, source: String?, rgb: RGBColor, alpha: Double) {
        self.token = token
        self.source = source
        self.rgb = rgb
        self.alpha = alpha
    }
}
