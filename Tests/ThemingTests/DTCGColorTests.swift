import Foundation
import JSONSupport
import Testing

@testable import Theming

/// Colour values of the DTCG 2025.10 colour type: the format's own "Hot pink" example in
/// each colour space it lists, converted by CSS Color 4's formulas.
@Suite("DTCG colours")
struct DTCGColorTests {
    /// The colour a colour token's value becomes, as `#RRGGBB`, alpha aside.
    static func hex(_ json: String) -> String {
        guard case .success(let value) = JSONParser.parse(Array(json.utf8)) else { return "unparsable" }
        switch ColorTokenValue.parse(value) {
        case .success(let color): return color.rgb.hex
        case .failure(let error): return error.message
        }
    }

    /// The format's examples whose colour lies inside sRGB: each converts to its hex.
    @Test(arguments: [
        ("srgb", "[1, 0, 1]"), ("srgb-linear", "[1, 0, 1]"), ("lab", "[60.17, 93.54, -60.5]"),
        ("lch", "[60.17, 111.4, 327.11]"), ("oklab", "[0.701, 0.2746, -0.169]"),
        ("oklch", "[0.7016, 0.3225, 328.363]"), ("xyz-d65", "[0.5929, 0.2848, 0.9699]"),
        ("xyz-d50", "[0.5791, 0.2831, 0.728]"),
    ])
    func theSpecsHotPinkConvertsToItsHex(space: String, components: String) {
        #expect(Self.hex("{\"colorSpace\": \"\(space)\", \"components\": \(components)}") == "#FF00FF")
    }

    /// The format's hsl and hwb examples write hue 330 with the hex of hue 300; CSS Color
    /// 4's formulas give hue 330's colour, and the spec's white-with-no-hue example holds.
    @Test func hslAndHwbFollowCSSColor4() {
        #expect(Self.hex(##"{"colorSpace": "hsl", "components": [330, 100, 50], "hex": "#ff00ff"}"##) == "#FF0080")
        #expect(Self.hex(##"{"colorSpace": "hwb", "components": [330, 0, 0], "hex": "#ff00ff"}"##) == "#FF0080")
        #expect(Self.hex(##"{"colorSpace": "hsl", "components": [300, 100, 50]}"##) == "#FF00FF")
        #expect(Self.hex(##"{"colorSpace": "hsl", "components": ["none", 0, 100], "hex": "#ffffff"}"##) == "#FFFFFF")
        #expect(Self.hex(##"{"colorSpace": "hsl", "components": [0, 0, 100], "hex": "#ffffff"}"##) == "#FFFFFF")
        #expect(Self.hex(##"{"colorSpace": "hwb", "components": [120, 60, 60]}"##) == "#808080")
    }

    /// Wide-gamut magenta lies outside sRGB: with the example's hex fallback it is that hex;
    /// without, CSS Color 4's gamut mapping keeps its lightness and hue and lowers chroma.
    @Test(arguments: ["display-p3", "a98-rgb", "prophoto-rgb", "rec2020"])
    func wideGamutColoursUseTheirHexOrAreGamutMapped(space: String) throws {
        #expect(
            Self.hex("{\"colorSpace\": \"\(space)\", \"components\": [1, 0, 1], \"hex\": \"#ff00ff\"}") == "#FF00FF")
        let json = "{\"colorSpace\": \"\(space)\", \"components\": [1, 0, 1]}"
        let value = try #require(try? JSONParser.parse(Array(json.utf8)).get())
        let mapped = try ColorTokenValue.parse(value).get()
        let triple = (mapped.red, mapped.green, mapped.blue)
        #expect(SRGBGamutMapping.isInGamut(triple))
        let converted = ColorSpace(rawValue: space).map { $0.toSRGB((1, 0, 1)) } ?? (0, 0, 0)
        #expect(!SRGBGamutMapping.isInGamut(converted))
        let before = SRGBGamutMapping.toOKLCH(converted)
        let after = SRGBGamutMapping.toOKLCH(triple)
        #expect(abs(before.0 - after.0) < 0.02, "lightness kept")
        #expect(abs(before.2 - after.2) < 3, "hue kept")
        #expect(after.1 < before.1, "chroma lowered")
    }

    @Test func displayP3InsideSRGBConvertsExactly() {
        // sRGB's own red, written in Display P3 (CSS Color 4's worked example).
        #expect(Self.hex(##"{"colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386]}"##) == "#FF0000")
    }

    /// Alpha is kept, and composited over what lies beneath when a cell is drawn: the
    /// spec's translucent shadow over white is mid grey; alpha 0 draws nothing.
    @Test func alphaIsCompositedOverTheBackdrop() throws {
        let shadow = try #require(
            try? JSONParser.parse(
                Array(##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"}"##.utf8)
            ).get())
        let color = try ColorTokenValue.parse(shadow).get()
        #expect(color.alpha == 0.5)
        let white = RGBColor(red: 255, green: 255, blue: 255)
        #expect(color.paint(over: white) == .color(RGBColor(red: 128, green: 128, blue: 128)))
        var clear = color
        clear.alpha = 0
        #expect(clear.paint(over: white) == .clear)
    }

    @Test func colourMessagesQuoteTheValue() {
        #expect(
            Self.hex(##"{"colorSpace": "oklch", "components": [1.5, 0, 0]}"##)
                == ##"malformed colour {"colorSpace": "oklch", "components": [1.5, 0, 0]}: lightness 1.5 is outside 0...1 for oklch"##
        )
        #expect(
            Self.hex(##"{"colorSpace": "lch", "components": [50, -1, 0]}"##)
                == ##"malformed colour {"colorSpace": "lch", "components": [50, -1, 0]}: chroma -1 is outside 0...infinity for lch"##
        )
        #expect(
            Self.hex(##"{"colorSpace": "hsl", "components": [0, 0]}"##)
                == ##"malformed colour {"colorSpace": "hsl", "components": [0, 0]}: components must be an array of 3 numbers or "none""##
        )
        #expect(
            Self.hex(##"{"colorSpace": "srgb", "components": [1, 1, 1], "hex": "white"}"##)
                == ##"malformed colour {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "white"}: hex must be "#rrggbb" or "#rgb""##
        )
        #expect(Self.hex("\"#12345\"") == ##"malformed colour "#12345" (expected "#rrggbb" or a colour object)"##)
        #expect(Self.hex("5") == ##"malformed colour 5: expected "#rrggbb" or a colour object"##)
    }
}
