/// The colour fields one state's tokens set. A state patches only what it sets on top of
/// the default state (the house style), so `nil` here means "keep the default's value".
struct StylePatch: Hashable, Sendable {
    var foreground: RGBColor?
    var background: Paint?
    var border: Paint?

    static let empty = StylePatch()

    /// The colours after applying this patch to `base`.
    func applied(to base: ButtonColors) -> ButtonColors {
        ButtonColors(
            foreground: foreground ?? base.foreground,
            background: background.map(\.color) ?? base.background,
            border: border.map(\.color) ?? base.border)
    }
}

/// A variant's three colours in its default state.
struct ButtonColors: Hashable, Sendable {
    var foreground: RGBColor
    var background: RGBColor?
    var border: RGBColor?
}
