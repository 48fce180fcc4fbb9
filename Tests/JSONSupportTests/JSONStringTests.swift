import JSONSupport
import Testing

/// Strings: most have no escape and are read in one validated copy; the rest are read
/// character by character. Both ways give the same values and the same error positions.
@Suite("JSON strings")
struct JSONStringTests {
    private func value(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
        JSONParser.parse(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> JSONSyntaxError? {
        guard case .failure(let error) = JSONParser.parse(bytes) else { return nil }
        return error
    }

    @Test(arguments: [
        (#""Follow""#, "Follow"),
        (#""关注 ♥ 🙂""#, "关注 ♥ 🙂"),
        (#""""#, ""),
        (#""a\"b\\c\/d""#, "a\"b\\c/d"),
        (#""caf\u00e9 \ud83d\ude00""#, "café 😀"),
        (#""line\nnext\ttab""#, "line\nnext\ttab"),
        (#""plain then \u0041""#, "plain then A"),
    ])
    func stringsReadTheirValue(json: String, expected: String) throws {
        #expect(try value(json).get() == .string(expected))
    }

    @Test func invalidUTF8IsReportedAtTheClosingQuoteWithoutAnEscape() {
        // `"ab<FF>cd"`: the quote that ends it is the 8th character.
        let error = failure(Array(#""ab"#.utf8) + [0xFF] + Array(#"cd""#.utf8))
        #expect(error == JSONSyntaxError(line: 1, column: 7, reason: "invalid UTF-8 in string"))
    }

    @Test func invalidUTF8BeforeAnEscapeIsReportedAtTheEscape() {
        let error = failure(Array(#""ab"#.utf8) + [0xFF] + Array(#"c\nd""#.utf8))
        #expect(error == JSONSyntaxError(line: 1, column: 6, reason: "invalid UTF-8 in string"))
    }

    @Test func aControlCharacterAndAMissingQuoteAreReportedWhereTheyAre() {
        #expect(failure(Array("\"ab\tcd\"".utf8))?.reason == "control character in string (escape it)")
        #expect(failure(Array("\"ab\tcd\"".utf8))?.column == 4)
        #expect(failure(Array("\"abcd".utf8)) == JSONSyntaxError(line: 1, column: 6, reason: "unterminated string"))
    }
}
