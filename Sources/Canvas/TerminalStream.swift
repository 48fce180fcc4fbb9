import Theming

/// The bytes a terminal receives to show a sequence of frames: the first in full (home,
/// clear, every row), each later one as the changed cells only, in runs, with a cursor
/// move before each run and one SGR sequence per style change. The same colour mapping as
/// ``FrameExport/ansi(_:colors:)`` (xterm-256), so a recording looks like `--format ansi`.
public struct TerminalStream: Sendable {
    private var previous: Frame?
    private let colors: Bool

    /// A stream for a terminal that has shown nothing yet.
    /// - Parameter colors: `false` (as for `NO_COLOR`) keeps attributes and drops colours.
    public init(colors: Bool = true) { self.colors = colors }

    /// The bytes that turn the previous frame into `frame` (all of it the first time or
    /// after a size change).
    public mutating func bytes(for frame: Frame) -> String {
        let full = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
        var out = full ? "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J" : ""
        var current: CellStyle?
        var cursor: (column: Int, row: Int)?
        for change in FrameDiff.changes(from: full ? nil : previous, to: frame) {
            if cursor.map({ $0.row != change.row || $0.column != change.column }) ?? true {
                out += "\u{1B}[\(change.row + 1);\(change.column + 1)H"
            }
            let style = shown(change.cell.style)
            if style != current {
                out += FrameExport.sgr(style)
                current = style
            }
            out += change.cell.text
            cursor = (change.column + change.cell.width, change.row)
        }
        if current != nil { out += "\u{1B}[0m" }
        previous = frame
        return out
    }

    private func shown(_ style: CellStyle) -> CellStyle {
        colors ? style : CellStyle(bold: style.bold, dim: style.dim, reverse: style.reverse, underline: style.underline)
    }
}
