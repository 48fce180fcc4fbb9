import Testing

@testable import Theming

@Suite("Colours, palettes and contrast")
struct ColorTests {
    private func hex(_ text: String) -> RGBColor { RGBColor(hex: text) ?? RGBColor(red: 1, green: 2, blue: 3) }

    @Test func nearest256() {
        #expect(XtermPalette.nearest256(hex("#FF8000")) == 208)
        #expect(XtermPalette.nearest256(hex("#808080")) == 244)
        #expect(XtermPalette.nearest256(hex("#FF0000")) == 196)
        #expect(XtermPalette.nearest256(hex("#000000")) == 16)
        #expect(XtermPalette.nearest256(hex("#FFFFFF")) == 231)
        #expect(XtermPalette.nearest256(hex("#121212")) == 233)
        #expect(XtermPalette.color(ofIndex: 208) == hex("#FF8700"))
        #expect(XtermPalette.color(ofIndex: 244) == hex("#808080"))
    }

    @Test func nearest8() {
        #expect(XtermPalette.nearest8(hex("#FF0000")) == 1)
        #expect(XtermPalette.nearest8(hex("#0A58CA")) == 4)
        #expect(XtermPalette.nearest8(hex("#FFFFFF")) == 7)
        #expect(XtermPalette.nearest8(hex("#101010")) == 0)
    }

    @Test func hexParsing() {
        #expect(RGBColor(hex: "#0a58CA") == RGBColor(red: 10, green: 88, blue: 202))
        #expect(RGBColor(hex: "0a58ca") == nil)
        #expect(RGBColor(hex: "#0a58c") == nil)
        #expect(RGBColor(hex: "#0a58cg") == nil)
        #expect(hex("#0A58CA").hex == "#0A58CA")
    }

    @Test func contrastOfKnownPairs() {
        let white = hex("#FFFFFF"), black = hex("#000000")
        #expect(Contrast.relativeLuminance(white) == 1)
        #expect(Contrast.relativeLuminance(black) == 0)
        #expect(Contrast.ratio(black, white) == 21)
        #expect(Contrast.ratio(white, black) == 21)
        let grey = Contrast.ratio(hex("#777777"), white)
        #expect(abs(grey - 4.48) < 0.01)
        #expect(grey < Contrast.textThreshold)  // never rounded up to 4.5
        #expect(Contrast.ratio(white, white) == 1)
    }

    @Test func contrastReportMeasuresEveryDepth() throws {
        let theme = try ThemeFixture.minimal
            .setting("theme.color.button.link.default.foreground", ThemeFixture.token("\"#777777\""))
            .load().get()
        let report = ContrastReport(theme: theme, customStates: TestStates.all)
        let failures = report.failures().filter { $0.variant == "link" }
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { $0.kind == .text && $0.foreground == hex("#777777") })
        let normal = try #require(
            report.entries.first { $0.variant == "link" && $0.state == .normal && $0.kind == .text })
        #expect(normal.xterm256.foregroundIndex == 243)
        #expect(normal.basic8.foregroundIndex != nil)
        #expect(report.entries.contains { $0.state == .disabled && $0.exact.verdict == .exempt })
        #expect(report.lines.count == report.entries.count)
    }
}
