import Canvas
import Theming

/// The body of a button in terminal cells, without its content: a filled shape whose
/// rounded ends are half and quarter blocks in the fill colour (so a pill has no notches),
/// or an outline with whole side edges over a fill that covers every row.
///
/// Shapes by height: three or more rows have a top edge, side edges and a bottom edge;
/// two rows keep rounded corners top and bottom (`╭──╮` over `╰ Title ╯`); one row has
/// end caps only.
enum ButtonShape {
    /// Where the title goes inside a button of `area`: the middle row, or the lower of two.
    static func titleRow(in area: Rect) -> Int { area.y + area.height / 2 }

    /// Draws a filled button with no border.
    /// - Parameters:
    ///   - area: The button's cells.
    ///   - fill: The button's colour.
    ///   - surface: The colour behind the button.
    ///   - corner: The corner style.
    ///   - reverse: Reverse video (kept on every cell so the shape stays whole).
    ///   - frame: The frame drawn into.
    static func filled(
        _ area: Rect, fill: RGBColor, surface: RGBColor, corner: CornerStyle, reverse: Bool,
        into frame: inout Frame
    ) {
        frame.fill(area, style: CellStyle(background: fill, reverse: reverse))
        // A fill the colour of its surface has no edge to round.
        guard corner != .none, area.width >= 2, fill != surface else { return }
        let cap = CellStyle(foreground: fill, background: surface, reverse: reverse)
        for row in area.y..<area.maxY {
            let glyphs = capGlyphs(row: row - area.y, height: area.height, pill: corner == .pill)
            if let left = glyphs.left { frame.put(left, column: area.x, row: row, style: cap) }
            if let right = glyphs.right { frame.put(right, column: area.maxX - 1, row: row, style: cap) }
        }
    }

    /// The end glyphs of one row of a filled shape; `nil` keeps the fill (a square edge).
    static func capGlyphs(row: Int, height: Int, pill: Bool) -> (left: String?, right: String?) {
        if height == 1 { return ("▐", "▌") }
        if row == 0 { return ("▗", "▖") }
        if row == height - 1 { return ("▝", "▘") }
        return pill ? ("▐", "▌") : (nil, nil)
    }

    /// Draws an outlined button: the fill (if any) under every row, then the edges.
    /// - Parameters:
    ///   - area: The button's cells.
    ///   - fill: The colour inside, or the surface for a transparent button.
    ///   - surface: The colour behind the button.
    ///   - corner: The corner style.
    ///   - edge: The outline's style (its background is replaced as needed).
    ///   - double: Double lines (a custom state is on, without colour).
    ///   - marks: Marks written into the top edge.
    ///   - frame: The frame drawn into.
    static func outlined(
        _ area: Rect, fill: RGBColor, surface: RGBColor, corner: CornerStyle, edge: CellStyle,
        double: Bool, marks: [String], into frame: inout Frame
    ) {
        var inside = edge
        // The edge sits on the fill, so a pressed fill covers every row, unless the border
        // would then vanish into it (under 3:1): then it keeps the surface behind it.
        let edgeReadsOnFill = edge.foreground.map { Contrast.ratio($0, fill) >= Contrast.nonTextThreshold } ?? true
        inside.background = edgeReadsOnFill ? fill : surface
        var outside = edge
        outside.background = corner == .none ? inside.background : surface
        let glyphs = outlineGlyphs(corner: corner, double: double)
        guard area.height >= 2, area.width >= 2 else {
            frame.put(glyphs.oneRowLeft, column: area.x, row: area.y, style: inside)
            frame.put(glyphs.oneRowRight, column: area.maxX - 1, row: area.y, style: inside)
            return
        }
        let span = area.width - 2
        var top = String(repeating: glyphs.horizontal, count: span)
        if !marks.isEmpty {
            // Marks sit in the top edge: `╔═M═L═══╗`.
            let written = glyphs.horizontal + marks.joined(separator: glyphs.horizontal)
            if TextWidth.of(written) <= span {
                top = written + String(repeating: glyphs.horizontal, count: span - TextWidth.of(written))
            }
        }
        frame.put(glyphs.topLeft, column: area.x, row: area.y, style: outside)
        frame.put(top, column: area.x + 1, row: area.y, style: inside)
        frame.put(glyphs.topRight, column: area.maxX - 1, row: area.y, style: outside)
        let bottom = area.maxY - 1
        frame.put(glyphs.bottomLeft, column: area.x, row: bottom, style: outside)
        if area.height >= 3 {
            frame.put(String(repeating: glyphs.horizontal, count: span), column: area.x + 1, row: bottom, style: inside)
        }
        frame.put(glyphs.bottomRight, column: area.maxX - 1, row: bottom, style: outside)
        if area.height >= 3 {
            for row in (area.y + 1)..<bottom {
                frame.put(glyphs.vertical, column: area.x, row: row, style: inside)
                frame.put(glyphs.vertical, column: area.maxX - 1, row: row, style: inside)
            }
        }
    }

    /// The outline's glyphs.
    struct OutlineGlyphs {
        var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical, oneRowLeft, oneRowRight: String
    }

    static func outlineGlyphs(corner: CornerStyle, double: Bool) -> OutlineGlyphs {
        if double {
            return OutlineGlyphs(
                topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═",
                vertical: "║", oneRowLeft: "«", oneRowRight: "»")
        }
        if corner == .none {
            return OutlineGlyphs(
                topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
                vertical: "│", oneRowLeft: "[", oneRowRight: "]")
        }
        return OutlineGlyphs(
            topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
            vertical: "│", oneRowLeft: "(", oneRowRight: ")")
    }
}
