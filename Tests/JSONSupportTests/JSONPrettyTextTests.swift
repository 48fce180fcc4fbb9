import Foundation
import JSONSupport
import Testing

/// `prettyText`: files `figma import` writes for people to edit read back as the same value.
@Suite("JSON pretty text")
struct JSONPrettyTextTests {
    @Test func shortValuesStayOnOneLineAndLongOnesIndentAndReadBackAlike() throws {
        let value: JSONValue = .object([
            JSONMember(key: "short", value: .array([.number(1), .number(2.5), .bool(true), .null])),
            JSONMember(
                key: "long \"quoted\"",
                value: .object((0..<8).map { JSONMember(key: "member\($0)", value: .string("value \($0)\n")) })),
        ])
        let text = value.prettyText(inlineUpTo: 40)
        #expect(text.hasPrefix("{\n  \"short\": [1, 2.5, true, null],\n  \"long \\\"quoted\\\"\": {\n    \"member0\""))
        #expect(text.hasSuffix("\n  }\n}\n"))
        #expect(try JSONDocument.parse(Data(text.utf8), maximumSize: 1 << 20).get() == value)
    }
}
