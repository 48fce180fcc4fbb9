/// The text rules every variant starts from, declared once here as data: a theme's own
/// rules (``VariantPresentation``) are laid over them, so a theme or manifest that says
/// nothing about presentation still draws a selected title bold, a disabled button faint
/// and a focused title underlined, on the screen's ordinary surface. They never depend on
/// a variant's name.
enum PresentationDefaults {
    /// The default rules, by state name, least specific first.
    static let rules: [(state: String, patch: TextPatch)] = [
        ("default", TextPatch(fontWeight: TextLook.plain.fontWeight, underline: false, dim: false)),
        ("selected", TextPatch(fontWeight: TextLook.boldWeight)),
        ("disabled", TextPatch(dim: true)),
        ("focused", TextPatch(underline: true)),
    ]

    /// Whether a variant sits on the brand surface when the theme does not say.
    static let brandSurface = false
}
