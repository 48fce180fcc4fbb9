/// The text fields one state's rule sets (`font-weight`, `underline`, `dim`); `nil` means
/// "keep what a less specific rule says", as a colour patch keeps the default's colour.
struct TextPatch: Hashable, Sendable {
    var fontWeight: Int?
    var underline: Bool?
    var dim: Bool?

    /// Whether the rule sets nothing.
    var isEmpty: Bool { fontWeight == nil && underline == nil && dim == nil }

    /// `look` with the fields this patch sets replaced.
    func applied(to look: TextLook) -> TextLook {
        TextLook(
            fontWeight: fontWeight ?? look.fontWeight, underline: underline ?? look.underline, dim: dim ?? look.dim)
    }
}
