import Canvas

/// The faint dashed outline of a held touch's tracking area (the README's keys: "the
/// tracking area is drawn while a press is held"). Edges cut off by the screen are left out.
public enum TrackingAreaView {
    /// Draws the outline of `area`.
    /// - Parameters:
    ///   - area: The tracking area, already clipped to where it may be drawn.
    ///   - style: A faint style.
    ///   - frame: The frame drawn into.
    public static func render(_ area: Rect, style: CellStyle, into frame: inout Frame) {
        guard area.width >= 2, area.height >= 2 else { return }
        let inner = String(repeating: "╌", count: area.width - 2)
        frame.put("┌" + inner + "┐", column: area.x, row: area.y, style: style)
        frame.put("└" + inner + "┘", column: area.x, row: area.maxY - 1, style: style)
        for row in (area.y + 1)..<(area.maxY - 1) {
            frame.put("╎", column: area.x, row: row, style: style)
            frame.put("╎", column: area.maxX - 1, row: row, style: style)
        }
    }
}
