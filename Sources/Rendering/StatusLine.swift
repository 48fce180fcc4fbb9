/// The status line's text: an app message, else the engine's notice, else a hint.
public enum StatusLine {
    public static func line(_ model: ScreenModel) -> (text: String, isError: Bool) {
        let message = model.status ?? model.simulator.notice.map { StatusMessage($0) }
        let isError = message?.isError ?? false
        return (" " + (isError ? "error: " : "") + (message?.text ?? "Ready. Press ? for help."), isError)
    }

    /// The text cut into at most `rows` lines of `width` cells, breaking at spaces where
    /// it can; the last line is cut if the text is longer still.
    public static func wrap(_ text: String, width: Int, rows: Int) -> [String] {
        guard rows > 1, TextWidth.of(text) > width else { return [TextWidth.truncate(text, to: width)] }
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty && lines.count < rows - 1 {
            let head = TextWidth.truncate(String(rest), to: width)
            guard head.count < rest.count else { break }
            let cut = head.lastIndex(of: " ").map { head.distance(from: head.startIndex, to: $0) } ?? head.count
            let taken = cut > width / 2 ? cut : head.count
            lines.append(String(rest.prefix(taken)))
            rest = rest.dropFirst(taken)
            if rest.first == " " { rest = " " + rest.drop { $0 == " " } }
        }
        if !rest.isEmpty { lines.append(TextWidth.truncate(String(rest), to: width)) }
        return lines
    }
}
