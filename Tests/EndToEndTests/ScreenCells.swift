/// A pane captured with `tmux capture-pane -e` as cells of text and graphic rendition, so
/// two captures can be compared by what a person sees rather than by how tmux happened
/// to encode it.
struct ScreenCells: Equatable {
    /// How one cell is drawn (SGR state: colours as tmux reports them, attributes).
    struct Style: Hashable {
        var foreground = "default"
        var background = "default"
        var bold = false
        var dim = false
        var underline = false
        var reverse = false
    }

    struct Cell: Hashable {
        var text: Character
        var style: Style
        /// Past the end of the line tmux reports: blanks it does not describe (cells an
        /// erase cleared), so only their text is known.
        var isUnreported = false
    }

    var rows: [[Cell]]

    /// Parses `capture-pane -e -p` output; the rendition carries from one line to the next,
    /// as tmux writes it. Lines are padded to `columns` with unreported blanks.
    init(capture: String, columns: Int) {
        var style = Style()
        var lines = capture.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        rows = lines.map { line in
            var cells: [Cell] = []
            var characters = Array(line)
            var index = 0
            while index < characters.count {
                if characters[index] == "\u{1B}", index + 1 < characters.count, characters[index + 1] == "[" {
                    var end = index + 2
                    while end < characters.count, !characters[end].isLetter { end += 1 }
                    if end < characters.count, characters[end] == "m" {
                        Self.apply(String(characters[(index + 2)..<end]), to: &style)
                    }
                    index = end + 1
                    continue
                }
                cells.append(Cell(text: characters[index], style: style))
                index += 1
            }
            characters.removeAll()
            while cells.count < columns { cells.append(Cell(text: " ", style: Style(), isUnreported: true)) }
            return cells
        }
    }

    private static func apply(_ parameters: String, to style: inout Style) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
            switch code {
            case 0: style = Style()
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22: style.bold = false; style.dim = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37, 90...97: style.foreground = "\(code)"
            case 39: style.foreground = "default"
            case 40...47, 100...107: style.background = "\(code)"
            case 49: style.background = "default"
            case 38, 48:
                let mode = codes.popFirst() ?? 0
                let count = mode == 5 ? 1 : mode == 2 ? 3 : 0
                let value = "\(mode):" + (0..<count).map { _ in "\(codes.popFirst() ?? 0)" }.joined(separator: ",")
                if code == 38 { style.foreground = value } else { style.background = value }
            default: break
            }
        }
    }

    /// The cells that look different: text, and for a blank only what shows on a blank
    /// (its background, reverse and underline). `sameText` decides whether two
    /// characters count as the same (a spinner's glyph moves on between captures).
    func differences(from other: ScreenCells, sameText: (Character, Character) -> Bool) -> [String] {
        var found: [String] = []
        for (row, (mine, theirs)) in zip(rows, other.rows).enumerated() {
            for (column, (a, b)) in zip(mine, theirs).enumerated() {
                let textMatches = a.text == b.text || sameText(a.text, b.text)
                let styleMatches =
                    a.isUnreported || b.isUnreported
                    ? a.text == b.text
                    : a.text == " " && b.text == " "
                        ? (a.style.background, a.style.reverse, a.style.underline) == (
                            b.style.background, b.style.reverse, b.style.underline
                        )
                            && (!a.style.reverse || a.style.foreground == b.style.foreground)
                        : a.style == b.style
                if !textMatches || !styleMatches {
                    found.append("row \(row) column \(column): \(a) vs \(b)")
                }
            }
        }
        if rows.count != other.rows.count { found.append("\(rows.count) rows vs \(other.rows.count)") }
        return found
    }
}
