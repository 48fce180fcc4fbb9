import Canvas
import Escaping
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
            // Bidi controls: an override could make a line read in another order.
            ("a\u{202E}b\u{2066}c\u{200F}d\u{061C}", "a\\u{202E}b\\u{2066}c\\u{200F}d\\u{61C}"),
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

    @Test func jsonKeepsItsMeaningWithoutRawC1OrBidi() throws {
        let json = "{\"t\": \"a\u{85}b\u{202E}c\u{1B}\"}"
        #expect(ControlCharacterEscaping.jsonEscaped(json) == "{\"t\": \"a\\u0085b\\u202ec\u{1B}\"}")
    }
}
