/// A colour token's value: a colour, or nothing at all (`alpha` 0), which themes use for
/// "no background" and "no border" (`theme.color.background.none`, `theme.color.border.none`).
enum Paint: Hashable, Sendable {
    case clear
    case color(RGBColor)

    /// The colour, or `nil` when clear.
    var color: RGBColor? {
        if case .color(let color) = self { return color }
        return nil
    }
}
