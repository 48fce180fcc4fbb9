import Canvas
import Testing
import Theming

@testable import TerminalUI

/// Styles to attributes and colour pairs. The pair cache of our own (macOS's ncurses 5.7
/// has no alloc_pair) is exercised without a terminal: init_pair then only fails.
@Suite("Curses pens")
struct CursesPensTests {
    func style(_ index: Int, bold: Bool = false) -> CellStyle {
        CellStyle(
            foreground: RGBColor(red: UInt8(index % 256), green: UInt8(index / 256), blue: 0),
            background: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF), bold: bold)
    }

    @Test func defaultColoursAndNoColourUsePairZero() {
        var pens = CursesPens(colorMode: .xterm256, hasAllocPair: false, pairLimit: 256)
        #expect(pens.pen(for: .plain).pair == 0)
        var monochrome = CursesPens(colorMode: .none, hasAllocPair: false, pairLimit: 256)
        let bold = monochrome.pen(for: style(1, bold: true))
        #expect(bold.pair == 0)
        #expect(bold.attributes != 0)
    }

    @Test func theSameColoursShareAPair() {
        var pens = CursesPens(colorMode: .xterm256, hasAllocPair: false, pairLimit: 256)
        let plain = pens.pen(for: style(40))
        let bold = pens.pen(for: style(40, bold: true))
        #expect(plain.pair == bold.pair)
        #expect(plain.attributes != bold.attributes)
    }

    @Test func withoutAllocPairAtMost255PairsThenTheCacheStartsOver() {
        var pens = CursesPens(colorMode: .xterm256, hasAllocPair: false, pairLimit: 32767)
        var seen = Set<Int32>()
        // Distinct 256-colour foregrounds: the cube's red and green steps.
        let colors = (0..<6).flatMap { r in (0..<6).flatMap { g in (0..<6).map { b in (r, g, b) } } }
        let backgrounds: [RGBColor?] = [nil, RGBColor(red: 0x80, green: 0, blue: 0)]
        for (r, g, b) in colors {
            let rgb = RGBColor(red: UInt8(r * 51), green: UInt8(g * 51), blue: UInt8(b * 51))
            for background in backgrounds {
                seen.insert(pens.pen(for: CellStyle(foreground: rgb, background: background)).pair)
            }
        }
        #expect(seen.max() ?? 0 <= 255)
        #expect(pens.startedOver)
    }
}
