import Rendering
import Testing

/// No control character from outside reaches the terminal raw: messages and frames show
/// them escaped.
@Suite("Control characters are escaped")
struct ControlCharacterEscapingTests {
    @Test(
        "escapes",
        arguments: [
            ("plain text, 关注 ⠋", "plain text, 关注 ⠋"),
            ("\u{1B}]0;pwned\u{07}", "\\x1B]0;pwned\\x07"),
            ("a\nb\rc\td", "a\\nb\\rc\\td"),
            ("\u{7F}\u{00}", "\\x7F\\x00"),
            ("\u{9B}31m", "\\u{9B}31m"),
        ])
    func escapes(_ text: String, _ expected: String) {
        #expect(ControlCharacterEscaping.escaped(text) == expected)
    }

    @Test func aFrameShowsThemEscaped() {
        var frame = Frame(width: 30, height: 1)
        frame.put("t\u{1B}[2Jx", column: 0, row: 0, style: .plain)
        #expect(frame.text == "t\\x1B[2Jx")
        #expect(!frame.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
    }
}
