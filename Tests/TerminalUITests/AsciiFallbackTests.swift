import Canvas
import Testing

@testable import TerminalUI

/// The glyphs a `LANG=C` terminal gets: one ASCII character per cell, never `?` (the
/// modal's "♥ Download" showed as "? Download").
@Suite("ASCII fallback")
struct AsciiFallbackTests {
    @Test(arguments: [
        ("─", "-"), ("│", "|"), ("╭", "+"), ("┘", "+"), ("▐", "|"), ("▗", " "), ("⠋", "/"), ("▶", ">"),
        ("·", "."), ("…", "."), ("a", "a"), ("?", "?"),
    ])
    func drawingGlyphs(_ text: String, _ expected: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(String(AsciiFallback.glyph(for: scalar)) == expected)
    }

    /// Every symbol the built-in board, the shipped examples and the help overlay use.
    @Test(arguments: [
        ("♥", "*"), ("♡", "*"), ("♣", "*"), ("✓", "v"), ("●", "o"), ("▼", "v"), ("▲", "^"), ("↑", "^"),
        ("↓", "v"), ("←", "<"), ("→", ">"), ("↪", ">"), ("↩", "<"), ("⌫", "<"), ("↵", "<"), ("‹", "<"),
        ("«", "<"), ("»", ">"), ("−", "-"), ("÷", "/"), ("×", "x"), ("≡", "="), ("µ", "u"), ("，", ","),
    ])
    func symbolStandIns(_ text: String, _ expected: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(String(AsciiFallback.glyph(for: scalar)) == expected)
    }

    /// The general rule for a user's own titles.
    @Test(arguments: [
        ("é", "e"), ("É", "E"), ("ß", "s"), ("ı", "i"), ("Ø", "O"), ("ω", "o"), ("Ж", "Z"), ("ل", "l"),
        ("下", "#"), ("载", "#"), ("한", "#"), ("٣", "3"), ("１", "1"), ("—", "-"), ("「", "("), ("」", ")"),
        ("“", "\""), ("¡", "."), ("€", "$"), ("😀", "*"), ("∑", "*"), ("\u{200B}", " "), ("\u{3000}", " "),
    ])
    func generalRule(_ text: String, _ expected: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(String(AsciiFallback.glyph(for: scalar)) == expected)
    }

    /// No character beyond ASCII, in every plane that holds characters, shows as `?` or
    /// as anything but one printable ASCII character; only the fullwidth question mark
    /// `？` is a question mark.
    @Test func noCharacterShowsAsAQuestionMark() {
        #expect(AsciiFallback.glyph(for: "？") == "?")
        var shownAsQuestionMark: [String] = []
        for value in UInt32(0x80)...0x3_FFFF where value != 0xFF1F {
            guard let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else { continue }
            let glyph = AsciiFallback.glyph(for: scalar)
            if glyph == "?" || !(0x20...0x7E).contains(glyph.value) {
                shownAsQuestionMark.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(shownAsQuestionMark.isEmpty, "\(shownAsQuestionMark.prefix(20))")
    }

    @Test func aCellInAnASCIILocaleIsOneASCIICharacter() {
        let text = CellText(Cell(text: "╭", width: 1, style: .plain), asciiOnly: true)
        #expect(text.single == "+" && text.width == 1)
        #expect(CellText(Cell(text: "╭", width: 1, style: .plain)).single == "╭")
    }

    /// The modal's title as its cells draw it in an ASCII locale.
    @Test func theModalsDownloadTitleReadsInASCII() {
        let cells = "♥ Download".map { Cell(text: String($0), width: 1, style: .plain) }
        let shown = cells.compactMap { CellText($0, asciiOnly: true).single }.map(String.init).joined()
        #expect(shown == "* Download")
    }
}
