import Canvas

/// The status line's text: an app message, else the engine's notice, else a hint.
public enum StatusLine {
    /// The line and whether it reports an error.
    public static func line(_ model: ScreenModel) -> (text: String, isError: Bool) {
        let message =
            model.status.map { (text: $0.text, isError: $0.isError) }
            ?? model.simulator.notice.map { (text: NoticeText.describe($0), isError: false) }
        let isError = message?.isError ?? false
        return (" " + (isError ? "error: " : "") + (message?.text ?? "Ready. Press ? for help."), isError)
    }

    /// The text in at most `rows` lines of `width` cells, each indented like the line's
    /// leading space; the last line is cut if the text is longer still.
    public static func wrap(_ text: String, width: Int, rows: Int) -> [String] {
        let lines = TextWidth.wrap(text, width: max(1, width - 1)).map { " " + $0 }
        guard lines.count > rows, rows > 0 else { return lines.isEmpty ? [""] : lines }
        let rest = lines.dropFirst(rows - 1).map { $0.dropFirst() }.joined(separator: " ")
        return Array(lines.prefix(rows - 1)) + [TextWidth.ellipsized(" " + rest, to: width)]
    }
}
