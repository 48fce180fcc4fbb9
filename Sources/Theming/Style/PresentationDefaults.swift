/// The text rules every variant starts from, declared once here as data: a theme's own
/// rules (``VariantPresentation``) are laid over them, so a theme or manifest that says
/// nothing about presentation still draws a selected title bold, a disabled button faint
/// and a focused title underlined, on the screen's ordinary surface. They never depend on
/// a variant's name.
public enum PresentationDefaults {
    /// The default rules, by state name, least specific first.
    static let rules: [(state: String, patch: TextPatch)] = [
        ("default", TextPatch(fontWeight: TextLook.plain.fontWeight, underline: false, dim: false)),
        ("selected", TextPatch(fontWeight: TextLook.boldWeight)),
        ("disabled", TextPatch(dim: true)),
        ("focused", TextPatch(underline: true)),
    ]

    /// Whether a variant sits on the brand surface when the theme does not say.
    static let brandSurface = false

    /// The defaults in words, from the table above (`default: font-weight 400, underline
    /// 0, dim 0; selected: font-weight 600; ...; brand-surface 0`), for `themes check`.
    public static var summary: String {
        let rules = Self.rules.map { rule in
            var fields: [String] = []
            if let weight = rule.patch.fontWeight { fields.append("font-weight \(weight)") }
            if let underline = rule.patch.underline { fields.append("underline \(underline ? 1 : 0)") }
            if let dim = rule.patch.dim { fields.append("dim \(dim ? 1 : 0)") }
            return "\(rule.state): " + fields.joined(separator: ", ")
        }
        return (rules + ["brand-surface \(brandSurface ? 1 : 0)"]).joined(separator: "; ")
    }
}
