import Theming

/// A box in the middle of the screen listing every key.
public enum HelpOverlay {
    /// Draws the overlay centred in `area`.
    public static func render(_ model: ScreenModel, area: Rect, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let keyWidth = model.keys.entries.map { TextWidth.of($0.keys) }.max() ?? 0
        let lines = model.keys.entries.map { ($0.keys, $0.does) }
        let contentWidth = lines.map { keyWidth + 2 + TextWidth.of($0.1) }.max() ?? 0
        let width = min(area.width - 2, contentWidth + 4)
        let height = min(area.height, lines.count + 4)
        let box = Rect(
            x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        let base = CellStyle(foreground: chrome.text, background: chrome.background)
        frame.fill(box, style: base)
        BoxDrawing.outline(
            box, corner: .small, style: CellStyle(foreground: chrome.accent, background: chrome.background),
            into: &frame)
        frame.put(
            " Keys (? or Esc closes) ", column: box.x + 2, row: box.y,
            style: CellStyle(foreground: chrome.accent, background: chrome.background, bold: true))
        for (offset, line) in lines.enumerated() where box.y + 2 + offset < box.maxY - 1 {
            let row = box.y + 2 + offset
            frame.put(
                line.0, column: box.x + 2, row: row,
                style: CellStyle(foreground: chrome.accent, background: chrome.background, bold: true))
            frame.put(line.1, column: box.x + 2 + keyWidth + 2, row: row, style: base, limit: box.maxX - 1)
        }
    }
}
