import Theming

/// Box-drawing glyphs for each corner style. A terminal cannot show radii, so the styles map
/// to what it can: square corners for `none`, rounded ones for small to large, and rounded
/// corners with `(` `)` sides for `pill`.
public struct BoxGlyphs: Hashable, Sendable {
    public var topLeft, topRight, bottomLeft, bottomRight, horizontal, left, right: String

    /// The glyphs for a corner style.
    public static func forCorner(_ corner: CornerStyle) -> BoxGlyphs {
        switch corner {
        case .none:
            BoxGlyphs(
                topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", left: "│", right: "│")
        case .small, .medium:
            BoxGlyphs(
                topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", left: "│", right: "│")
        case .large:
            BoxGlyphs(
                topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", left: "▏", right: "▕")
        case .pill:
            BoxGlyphs(
                topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", left: "(", right: ")")
        }
    }
}

/// Draws outlines and titled rules with box-drawing characters.
public enum BoxDrawing {
    /// Draws the outline of `rect` with the corner style's glyphs (at least 2x2 cells).
    public static func outline(_ rect: Rect, corner: CornerStyle, style: CellStyle, into frame: inout Frame) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let glyphs = BoxGlyphs.forCorner(corner)
        let inner = String(repeating: glyphs.horizontal, count: rect.width - 2)
        frame.put(glyphs.topLeft + inner + glyphs.topRight, column: rect.x, row: rect.y, style: style)
        frame.put(glyphs.bottomLeft + inner + glyphs.bottomRight, column: rect.x, row: rect.maxY - 1, style: style)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            frame.put(glyphs.left, column: rect.x, row: row, style: style)
            frame.put(glyphs.right, column: rect.maxX - 1, row: row, style: style)
        }
    }

    /// A horizontal rule with a title, such as `── Inspector: follow ─────`.
    public static func rule(_ title: String, row: Int, area: Rect, style: CellStyle, into frame: inout Frame) {
        let head = "── " + title + " "
        let rest = max(0, area.width - TextWidth.of(head))
        frame.put(head + String(repeating: "─", count: rest), column: area.x, row: row, style: style, limit: area.maxX)
    }
}
