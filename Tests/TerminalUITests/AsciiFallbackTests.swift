import Canvas
import Testing

@testable import TerminalUI

/// The glyphs a `LANG=C` terminal gets: one ASCII character per cell.
@Suite("ASCII fallback")
struct AsciiFallbackTests {
    @Test(arguments: [
        ("─", "-"), ("│", "|"), ("╭", "+"), ("┘", "+"), ("▐", "|"), ("▗", " "), ("⠋", "/"), ("▶", ">"),
        ("·", "."), ("…", "."), ("关", "?"), ("a", "a"),
    ])
    func glyphs(_ text: String, _ expected: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(String(AsciiFallback.glyph(for: scalar)) == expected)
    }

    @Test func aCellInAnASCIILocaleIsOneASCIICharacter() {
        let text = CellText(Cell(text: "╭", width: 1, style: .plain), asciiOnly: true)
        #expect(text.single == "+" && text.width == 1)
        #expect(CellText(Cell(text: "╭", width: 1, style: .plain)).single == "╭")
    }
}
