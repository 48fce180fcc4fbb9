/// The DTCG `$type` names the loader knows. Only `color` and `dimension` are read by the
/// simulator; the others are accepted so a theme shared with other tools still loads.
enum TokenType: String, Hashable, Sendable, CaseIterable {
    case color, dimension, number, duration, fontFamily, fontWeight, cubicBezier
    case strokeStyle, border, transition, shadow, gradient, typography
}
