import Canvas
import Escaping
import Theming

/// The drawing behind ``FrameExport/svg(_:cellWidth:cellHeight:)``.
struct SVGCanvas {
    let frame: Frame
    let cellWidth: Int
    let cellHeight: Int

    /// Colours for cells that keep the terminal's default (`nil`): a light page.
    static let defaultForeground = RGBColor(red: 0x1C, green: 0x1C, blue: 0x1E)
    static let defaultBackground = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)

    /// The background most cells have: painted once under everything.
    var pageBackground: RGBColor {
        var counts: [RGBColor: Int] = [:]
        for cell in frame.cells { counts[colors(of: cell.style).background, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.hex > $1.key.hex) }?.key
            ?? Self.defaultBackground
    }

    func document() -> String {
        let width = frame.width * cellWidth, height = frame.height * cellHeight
        let fontSize = cellHeight * 5 / 6
        let page = pageBackground
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            font-family="ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', monospace" \
            font-size="\(fontSize)" data-columns="\(frame.width)" data-rows="\(frame.height)">

            """
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(page.hex)\"/>\n"
        for row in 0..<frame.height { out += backgrounds(row: row, page: page) }
        for row in 0..<frame.height { out += shapes(row: row) }
        for row in 0..<frame.height { out += texts(row: row) }
        out += "</svg>\n"
        return out
    }

    /// Foreground and background as drawn: defaults filled in, reverse swapped.
    func colors(of style: CellStyle) -> (foreground: RGBColor, background: RGBColor) {
        let foreground = style.foreground ?? Self.defaultForeground
        let background = style.background ?? Self.defaultBackground
        return style.reverse ? (background, foreground) : (foreground, background)
    }

    /// One `<rect>` per run of cells whose background differs from the page.
    func backgrounds(row: Int, page: RGBColor) -> String {
        var out = ""
        var column = 0
        while column < frame.width {
            let color = colors(of: frame[column, row].style).background
            var end = column + 1
            while end < frame.width, colors(of: frame[end, row].style).background == color { end += 1 }
            if color != page {
                out +=
                    "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight)\" width=\"\((end - column) * cellWidth)\" "
                    + "height=\"\(cellHeight)\" fill=\"\(color.hex)\"/>\n"
            }
            column = end
        }
        return out
    }

    /// One `<text>` per run of visible characters in one style; blanks at a run's ends
    /// are left to the background.
    func texts(row: Int) -> String {
        var out = ""
        var column = 0
        while column < frame.width {
            let style = frame[column, row].style
            var end = column
            var glyphs: [(column: Int, text: String)] = []
            while end < frame.width, frame[end, row].style == style {
                let cell = frame[end, row]
                if !cell.isContinuation { glyphs.append((end, Self.isShape(cell.text) ? " " : cell.text)) }
                end += 1
            }
            // Trim by index: removing from the front one glyph at a time would take time
            // in the square of a long blank run.
            let first = glyphs.firstIndex { $0.text != " " }
            let last = glyphs.lastIndex { $0.text != " " }
            if let first, let last { out += text(glyphs[first...last], row: row, style: style) }
            column = end
        }
        return out
    }

    func text(_ glyphs: ArraySlice<(column: Int, text: String)>, row: Int, style: CellStyle) -> String {
        let xs = glyphs.map { String($0.column * cellWidth) }.joined(separator: " ")
        let baseline = row * cellHeight + cellHeight * 3 / 4
        var attributes = "x=\"\(xs)\" y=\"\(baseline)\" fill=\"\(colors(of: style).foreground.hex)\""
        if style.bold { attributes += " font-weight=\"bold\"" }
        if style.dim { attributes += " fill-opacity=\"0.6\"" }
        if style.underline { attributes += " text-decoration=\"underline\"" }
        let content = glyphs.map(\.text).joined()
        return
            "<text \(attributes) xml:space=\"preserve\" data-col=\"\(glyphs[glyphs.startIndex].column)\" data-row=\"\(row)\">"
            + Self.escape(content) + "</text>\n"
    }

    /// Text for XML content and attributes, by the program's one markup escaping
    /// (``ControlCharacterEscaping/markupEscaped(_:)``).
    static func escape(_ text: String) -> String { ControlCharacterEscaping.markupEscaped(text) }
}
