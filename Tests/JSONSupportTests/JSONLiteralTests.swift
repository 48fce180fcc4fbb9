import Foundation
import JSONSupport
import Testing

/// ``JSONLiteral/string(_:)`` writes text that needs no escape itself, between quotes; the
/// bytes must be the encoder's for every character, so contracts and String Catalogs stay
/// byte-identical.
@Suite("JSON string literals")
struct JSONLiteralTests {
    static func encoded(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "unencodable"
    }

    @Test func everyCharacterIsWrittenAsTheEncoderWritesIt() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x2_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "/b"
            if JSONLiteral.string(text) != Self.encoded(text) { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20).map { String($0, radix: 16) })")
    }

    @Test(arguments: ["", "Button 0", "a \"quoted\" \\ word", "tab\there", "♥ Download · 下载", "e\u{301}"])
    func textIsWrittenAsTheEncoderWritesIt(_ text: String) {
        #expect(JSONLiteral.string(text) == Self.encoded(text))
    }
}
