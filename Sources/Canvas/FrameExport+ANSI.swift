import Theming

extension FrameExport {
    /// The frame as lines with SGR escapes: colours as the nearest xterm-256 entries
    /// (`38;5;N` / `48;5;N`), then bold, dim, underline and reverse.
    ///
    /// A sequence is written only where the style changes, and every line ends with a reset
    /// so a pager or a cut line never bleeds colour. Trailing blanks are kept: their
    /// background is part of the picture.
    ///
    /// - Parameter colors: `false` (as for `NO_COLOR`) keeps the attributes and drops colours.
    public static func ansi(_ frame: Frame, colors: Bool = true) -> String {
        var output = ""
        for row in 0..<frame.height {
            var current: CellStyle? = nil
            for column in 0..<frame.width {
                let cell = frame[column, row]
                if cell.isContinuation { continue }
                let style =
                    colors
                    ? cell.style
                    : CellStyle(
                        bold: cell.style.bold, dim: cell.style.dim,
                        reverse: cell.style.reverse, underline: cell.style.underline)
                if style != current {
                    output += sgr(style)
                    current = style
                }
                output += cell.text
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }

    /// One complete SGR sequence for a style, starting from a reset so no earlier
    /// attribute lingers (a change from bold to plain needs no bookkeeping).
    static func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let foreground = style.foreground { codes.append("38;5;\(XtermPalette.nearest256(foreground))") }
        if let background = style.background { codes.append("48;5;\(XtermPalette.nearest256(background))") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
