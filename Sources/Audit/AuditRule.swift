/// The audit's rules, named as button files waive them (`"audit": {"waive": {...}}`).
public enum AuditRule: String, CaseIterable, Hashable, Sendable, Codable {
    /// Text 4.5:1 (3:1 when large), borders 3:1; as a terminal shows them with `--look terminal`.
    case contrast
    /// At least 44 x 44 pt.
    case hitTarget = "hit-target"
    /// Something for VoiceOver to read in every state; states that read alike listed.
    case label
    /// A title cut, or wrapped beyond its `lines`, at some content size.
    case truncation
    /// Two states a sighted user must tell apart drawn identically.
    case lookAlike = "look-alike"
    /// A focused state with no visible difference.
    case focus
}

extension AuditRule {
    /// Whether one problem of this rule can cover several buttons: a contrast pair or a
    /// focus ring comes from the theme's tokens, so every button that shows those colours
    /// shares it; a title, a size or two look-alike states belong to one button.
    public var sharedAcrossButtons: Bool { self == .contrast || self == .focus }
}
