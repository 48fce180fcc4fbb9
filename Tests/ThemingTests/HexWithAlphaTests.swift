import JSONSupport
import Testing

@testable import Theming

/// A colour written as CSS hex with alpha (`#091E424F`, as Tokens Studio publishes) is
/// refused with the exact colour object to write instead, and that object reads back as
/// the same colour.
@Suite("hex colours with alpha")
struct HexWithAlphaTests {
    static func parse(_ json: String) -> Result<TokenColor, TokenValueError> {
        guard case .success(let value) = JSONParser.parse(Array(json.utf8)) else {
            return .failure(TokenValueError("unparsable"))
        }
        return ColorTokenValue.parse(value)
    }

    @Test func theMessageShowsTheObjectToWrite() {
        guard case .failure(let error) = Self.parse(##""#091E424F""##) else {
            Issue.record("#091E424F was read")
            return
        }
        #expect(
            error.message
                == ##"malformed colour "#091E424F": a hex colour with alpha is not a token colour; write the colour object {"colorSpace": "srgb", "components": [0.035, 0.118, 0.26], "alpha": 0.31, "hex": "#091E42"}"##
        )
    }

    @Test func theShortFormIsAnsweredToo() {
        guard case .failure(let error) = Self.parse(##""#f008""##) else {
            Issue.record("#f008 was read")
            return
        }
        #expect(
            error.message
                == ##"malformed colour "#f008": a hex colour with alpha is not a token colour; write the colour object {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.533, "hex": "#FF0000"}"##
        )
    }

    @Test func otherMalformedHexKeepsItsMessage() {
        guard case .failure(let error) = Self.parse(##""#091E424""##) else {
            Issue.record("#091E424 was read")
            return
        }
        #expect(error.message == ##"malformed colour "#091E424" (expected "#rrggbb" or a colour object)"##)
    }

    /// Every 8-bit value of every channel: the object suggested reads back as that colour.
    @Test func everySuggestedObjectReadsBackAsTheSameColour() throws {
        for byte in 0...255 {
            let pair = (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            let other = String(255 - byte, radix: 16, uppercase: true)
            let hex = "#" + pair + (255 - byte < 16 ? "0" : "") + other + pair + pair
            let object = try #require(ColorTokenValue.objectForHexWithAlpha(hex))
            let color = try Self.parse(object).get()
            #expect(color.rgb.hex == String(hex.prefix(7)), "\(hex): \(object)")
            #expect(Int((color.alpha * 255).rounded()) == byte, "\(hex): \(object)")
        }
    }
}
