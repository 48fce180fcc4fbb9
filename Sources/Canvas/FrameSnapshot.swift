/// A frame as plain text lines followed by style notes, for snapshot files and reviews:
/// readable in a diff, with no escape bytes. Each note gives a row, a column range and
/// the style of that run of cells.
public enum FrameSnapshot {
    /// The frame's rows, each between `|` bars, then a `-- styles --` line and one note per run
    /// of same-styled cells that are not plain, such as `r3 c2-9: fg=#FFFFFF bg=#0A84FF bold`.
    public static func describe(_ frame: Frame) -> String {
        var out = frame.lines.map { "|" + $0 + "|" }.joined(separator: "\n")
        out += "\n-- styles --\n"
        for row in 0..<frame.height {
            var start = 0
            while start < frame.width {
                let style = frame[start, row].style
                var end = start
                while end + 1 < frame.width && frame[end + 1, row].style == style { end += 1 }
                if style != .plain { out += "r\(row) c\(start)-\(end): \(style.note)\n" }
                start = end + 1
            }
        }
        return out
    }
}
