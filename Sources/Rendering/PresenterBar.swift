import Canvas
import Escaping

/// What presenting a script shows besides the board: which step this is and its name, the
/// caption the script set (on the status line), and the key overlay naming the keys the
/// step pressed (on the legend line, with the presenter's keys).
public struct PresenterBar: Hashable, Sendable {
    /// The step shown, 0 before the first.
    public var position: Int
    /// How many steps the script has.
    public var count: Int
    /// The step's name (its `mark:` label), if it has one.
    public var title: String?
    /// The caption set by the latest `say:` so far.
    public var caption: String?
    /// The keys, clicks and events the step pressed, named for the key overlay.
    public var keys: [String]
    /// The presenter's keys, as the bar lists them.
    public var legend: String

    /// A bar.
    /// - Parameters:
    ///   - position: The step shown.
    ///   - count: How many steps there are.
    ///   - title: The step's name.
    ///   - caption: The caption.
    ///   - keys: The keys the step pressed.
    ///   - legend: The presenter's keys.
    public init(position: Int, count: Int, title: String?, caption: String?, keys: [String], legend: String) {
        self.position = position
        self.count = count
        self.title = title
        self.caption = caption
        self.keys = keys
        self.legend = legend
    }

    /// The step's part of the bar: `step 2/5 · Loading`, `start`, `end`.
    public var stepText: String {
        var text = "step \(position)/\(count)"
        if let title { text += " · " + title }
        if position == 0 { text += " · press Space to start" }
        if position == count { text += " · end of the script" }
        return text
    }

    /// The key overlay's text: `keys: Space h`, or `nil` when the step pressed nothing.
    public var overlayText: String? {
        keys.isEmpty ? nil : "keys: " + keys.joined(separator: " ")
    }

    /// Draws the bar on the legend row: the step and the presenter's keys on the left, the
    /// key overlay in reverse video on the right (it gives way last).
    /// - Parameters:
    ///   - model: The screen, for its colours.
    ///   - row: The legend row.
    ///   - width: The screen's width.
    ///   - frame: The frame drawn into.
    public func render(_ model: ScreenModel, row: Int, width: Int, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let plain = CellStyle(foreground: chrome.text, background: chrome.background, bold: true)
        var room = width
        if let overlay = overlayText {
            let shown =
                " " + TextWidth.ellipsized(ControlCharacterEscaping.escaped(overlay), to: max(1, width - 4)) + " "
            let column = max(0, width - TextWidth.of(shown))
            frame.put(
                shown, column: column, row: row,
                style: CellStyle(foreground: chrome.accent, background: chrome.background, bold: true, reverse: true),
                limit: width)
            room = column - 1
        }
        let left = " " + ControlCharacterEscaping.escaped(stepText) + " │ " + legend
        guard room > 1 else { return }
        frame.put(TextWidth.ellipsized(left, to: room), column: 0, row: row, style: plain, limit: room)
    }

    /// Draws the caption on the status row, in the accent colour.
    /// - Parameters:
    ///   - model: The screen, for its colours.
    ///   - row: The status row.
    ///   - rows: How many rows the status line has.
    ///   - width: The screen's width.
    ///   - frame: The frame drawn into.
    public func renderCaption(_ model: ScreenModel, row: Int, rows: Int, width: Int, into frame: inout Frame) {
        guard let caption else { return }
        let chrome = model.theme.chrome
        let style = CellStyle(foreground: chrome.accent, background: chrome.background, bold: true)
        let text = " " + ControlCharacterEscaping.escaped(caption)
        for (offset, line) in StatusLine.wrap(text, width: width, rows: rows).enumerated() {
            frame.put(line, column: 0, row: row + offset, style: style, limit: width)
        }
    }
}
