import Escaping

/// A full screen of cells that render functions draw into (ratatui's buffer). Pure: the
/// terminal layer diffs two frames and writes only the cells that changed.
public struct Frame: Hashable, Sendable {
    /// Columns; never negative.
    public let width: Int
    /// Rows; never negative.
    public let height: Int
    /// The cells row by row, `width * height` of them.
    public private(set) var cells: [Cell]

    /// A frame of blank cells; a negative size is taken as 0.
    /// - Parameters:
    ///   - width: Columns.
    ///   - height: Rows.
    ///   - fill: The style of every blank cell.
    public init(width: Int, height: Int, fill: CellStyle = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(fill), count: self.width * self.height)
    }

    /// The whole frame as a rectangle at (0, 0).
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at (`column`, `row`); both must lie inside the frame.
    /// - Parameters:
    ///   - column: The cell's column.
    ///   - row: The cell's row.
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Fills a rectangle (clipped to the frame) with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle) {
        for row in max(0, rect.y)..<min(height, rect.maxY) where rect.x < width {
            for column in max(0, rect.x)..<min(width, rect.maxX) {
                self[column, row] = .blank(style)
            }
        }
    }

    /// Writes text from (`column`, `row`), clipped to `limit` (default: the frame's edge).
    /// Wide characters take two cells and are never cut in half; control characters are
    /// shown escaped (``ControlCharacterEscaping``). Returns the next column.
    @discardableResult
    public mutating func put(_ text: String, column: Int, row: Int, style: CellStyle, limit: Int? = nil) -> Int {
        guard row >= 0, row < height else { return column }
        let end = min(width, limit ?? width)
        var x = column
        for character in ControlCharacterEscaping.escaped(text) {
            let cellWidth = TextWidth.of(character)
            if cellWidth == 0 { continue }
            if x + cellWidth > end { break }
            if x >= 0 {
                clearWide(at: x, row: row, style: style)
                self[x, row] = Cell(text: String(character), width: cellWidth, style: style)
                if cellWidth == 2 {
                    clearWide(at: x + 1, row: row, style: style)
                    self[x + 1, row] = .continuation(style)
                }
            }
            x += cellWidth
        }
        return x
    }

    /// Changes the style of existing cells in a rectangle, keeping their text.
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        for row in max(0, rect.y)..<min(height, rect.maxY) where rect.x < width {
            for column in max(0, rect.x)..<min(width, rect.maxX) {
                change(&cells[row * width + column].style)
            }
        }
    }

    /// Overwriting half of a wide character blanks its other half.
    private mutating func clearWide(at column: Int, row: Int, style: CellStyle) {
        let cell = self[column, row]
        if cell.width == 2, column + 1 < width {
            self[column + 1, row] = .blank(cell.style)
        } else if cell.isContinuation, column > 0 {
            self[column - 1, row] = .blank(self[column - 1, row].style)
        }
    }

    /// The frame as plain lines (continuation cells add nothing), trailing spaces kept.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = self[column, row]
                if !cell.isContinuation { line += cell.text }
            }
            return line
        }
    }

    /// Plain text with trailing spaces removed from each line.
    public var text: String {
        lines.map { line in
            // Trailing spaces cut on the UTF-8 view: linear in the line.
            let bytes = line.utf8
            var end = bytes.endIndex
            while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: " ") {
                end = bytes.index(before: end)
            }
            return String(line[..<end])
        }.joined(separator: "\n")
    }
}
