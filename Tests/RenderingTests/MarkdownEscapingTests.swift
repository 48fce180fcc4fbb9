import Escaping
import Testing

/// ``ControlCharacterEscaping``'s Markdown forms: a code span whose fence is longer than
/// any run of backticks inside (CommonMark), padded when the text starts or ends with a
/// backtick, with no line break or control inside; escaped text outside code.
@Suite struct MarkdownEscapingTests {
    @Test func codeSpansOutgrowTheBackticksInside() {
        #expect(ControlCharacterEscaping.markdownCode("plain") == "`plain`")
        #expect(ControlCharacterEscaping.markdownCode("a`b") == "``a`b``")
        #expect(ControlCharacterEscaping.markdownCode("x ``` y") == "````x ``` y````")
        #expect(ControlCharacterEscaping.markdownCode("`tick") == "`` `tick ``")
        #expect(ControlCharacterEscaping.markdownCode("tick`") == "`` tick` ``")
        #expect(ControlCharacterEscaping.markdownCode(" both ") == "`  both  `")
        #expect(ControlCharacterEscaping.markdownCode("") == "`  `")
    }

    @Test func codeSpansHoldNoLineBreakOrControl() {
        #expect(ControlCharacterEscaping.markdownCode("a\nb\u{1B}[31m\u{202E}") == "`a\\nb\\x1B[31m\\u{202E}`")
    }

    @Test func tableCellsEscapePipes() {
        #expect(ControlCharacterEscaping.markdownCode("a|b", inTable: true) == "`a\\|b`")
        #expect(ControlCharacterEscaping.markdownCode("a|b") == "`a|b`")
    }

    @Test func textOutsideCodeIsInert() {
        #expect(ControlCharacterEscaping.markdownText("@everyone") == "@\u{200B}everyone")
        #expect(
            ControlCharacterEscaping.markdownText("![x](http://e/x.png)") == "\\!\\[x\\]\\(http\\:\\/\\/e\\/x\\.png\\)")
        #expect(ControlCharacterEscaping.markdownText("<b>*a*_\u{1B}") == "\\<b\\>\\*a\\*\\_\\\\x1B")
        #expect(ControlCharacterEscaping.markdownText("zh-Hans, en") == "zh\\-Hans\\, en")
    }
}
