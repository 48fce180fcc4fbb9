/// Shown instead of the simulator when the terminal is smaller than the layout needs.
public enum TooSmallScreen {
    public static func message(width: Int, height: Int) -> String {
        "terminal too small, need \(ScreenLayout.minimumColumns) x \(ScreenLayout.minimumRows) (now \(width) x \(height))"
    }

    public static func render(area: Rect, into frame: inout Frame) {
        frame.fill(area, style: .plain)
        let text = message(width: area.width, height: area.height)
        let lines = TextWidth.wrap(text, width: max(1, area.width))
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < area.maxY {
            let column = area.x + max(0, (area.width - TextWidth.of(line)) / 2)
            frame.put(line, column: column, row: top + offset, style: CellStyle(bold: true), limit: area.maxX)
        }
    }
}
