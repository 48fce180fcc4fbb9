import Canvas
import Theming

/// A box in the middle of the screen listing every key. What a key does wraps at word
/// boundaries under its column; when the lines do not all fit, the box shows pages
/// (`?` turns them, as `g` turns the gallery's) and its title says which page shows.
public enum HelpOverlay {
    /// Draws the overlay's page ``ScreenModel/helpPage`` centred in `area`.
    public static func render(_ model: ScreenModel, area: Rect, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let box = self.box(model, area: area)
        let pages = self.pages(model, area: area)
        let page = min(max(0, model.helpPage), pages.count - 1)
        let base = CellStyle(foreground: chrome.text, background: chrome.background)
        let keyStyle = CellStyle(foreground: chrome.accent, background: chrome.background, bold: true)
        frame.fill(box, style: base)
        BoxDrawing.outline(
            box, corner: .small, style: CellStyle(foreground: chrome.accent, background: chrome.background),
            into: &frame)
        let title =
            pages.count == 1
            ? " Keys (? or Esc closes) "
            : page + 1 < pages.count
                ? " Keys \(page + 1)/\(pages.count) (? next page, Esc closes) "
                : " Keys \(page + 1)/\(pages.count) (? or Esc closes) "
        frame.put(title, column: box.x + 2, row: box.y, style: keyStyle, limit: box.maxX - 1)
        let keyWidth = self.keyWidth(model)
        for (offset, line) in pages[page].enumerated() {
            let row = box.y + 2 + offset
            frame.put(line.keys, column: box.x + 2, row: row, style: keyStyle, limit: box.maxX - 1)
            frame.put(line.does, column: box.x + 2 + keyWidth + 2, row: row, style: base, limit: box.maxX - 1)
        }
    }

    /// How many pages the overlay has in `area` (the reducer turns them).
    public static func pageCount(_ model: ScreenModel, area: Rect) -> Int {
        pages(model, area: area).count
    }

    /// One drawn row: the keys (on an entry's first row only) and a piece of what they do.
    struct Line: Hashable {
        var keys: String
        var does: String
    }

    static func keyWidth(_ model: ScreenModel) -> Int {
        model.keys.entries.map { TextWidth.of($0.keys) }.max() ?? 0
    }

    /// The box: as wide as the longest line allows, as tall as the lines or the area.
    static func box(_ model: ScreenModel, area: Rect) -> Rect {
        let keyWidth = self.keyWidth(model)
        let contentWidth = model.keys.entries.map { keyWidth + 2 + TextWidth.of($0.does) }.max() ?? 0
        let width = max(4, min(area.width - 2, contentWidth + 4))
        let lineCount = lines(model, width: width).count
        let height = max(4, min(area.height, lineCount + 3))
        return Rect(
            x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
    }

    /// Every entry, what it does wrapped to the box; a page break never splits an entry
    /// unless the entry alone is longer than a page.
    static func pages(_ model: ScreenModel, area: Rect) -> [[Line]] {
        let box = self.box(model, area: area)
        let perPage = max(1, box.height - 3)
        var pages: [[Line]] = [[]]
        for entry in entryLines(model, width: box.width) {
            if let last = pages.last, !last.isEmpty, last.count + entry.count > perPage { pages.append([]) }
            for line in entry {
                if let last = pages.last, last.count == perPage { pages.append([]) }
                pages[pages.count - 1].append(line)
            }
        }
        return pages
    }

    static func lines(_ model: ScreenModel, width: Int) -> [Line] {
        entryLines(model, width: width).flatMap { $0 }
    }

    /// Each entry's rows in a box `width` wide.
    static func entryLines(_ model: ScreenModel, width: Int) -> [[Line]] {
        let keyWidth = self.keyWidth(model)
        let room = max(8, width - 4 - keyWidth - 2)
        return model.keys.entries.map { entry in
            TextWidth.wrap(entry.does, width: room).enumerated().map { index, piece in
                Line(keys: index == 0 ? entry.keys : "", does: piece)
            }
        }
    }
}
