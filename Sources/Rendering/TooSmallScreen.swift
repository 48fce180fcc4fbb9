import Canvas

/// Shown instead of the simulator when the terminal is smaller than the layout needs.
public enum TooSmallScreen {
    /// What the screen says: the size the board and theme need, and the size now.
    /// - Parameters:
    ///   - width: Columns now.
    ///   - height: Rows now.
    ///   - neededRows: Rows the layout needs.
    public static func message(width: Int, height: Int, neededRows: Int = ScreenLayout.minimumRows) -> String {
        "terminal too small, need \(ScreenLayout.minimumColumns) x \(neededRows) (now \(width) x \(height)); q quits"
    }

    /// Draws the message centred in `area`.
    /// - Parameters:
    ///   - area: The whole screen.
    ///   - neededRows: Rows the layout needs.
    ///   - frame: The frame drawn into.
    public static func render(area: Rect, neededRows: Int, into frame: inout Frame) {
        frame.fill(area, style: .plain)
        let text = message(width: area.width, height: area.height, neededRows: neededRows)
        let lines = TextWidth.wrap(text, width: max(1, area.width))
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < area.maxY {
            let column = area.x + max(0, (area.width - TextWidth.of(line)) / 2)
            frame.put(line, column: column, row: top + offset, style: CellStyle(bold: true), limit: area.maxX)
        }
    }
}
