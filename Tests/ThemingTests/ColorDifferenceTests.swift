import Testing
import Theming

/// CIEDE2000 against Sharma, Wu and Dalal's published test pairs, and on sRGB colours.
@Suite("Colour difference")
struct ColorDifferenceTests {
    @Test(
        arguments: [
            ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
            ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
            ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
            ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0),
            ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
        ])
    func publishedPairs(
        first: (Double, Double, Double), second: (Double, Double, Double), expected: Double
    ) {
        let difference = ColorDifference.ciede2000(
            ColorDifference.Lab(lightness: first.0, a: first.1, b: first.2),
            ColorDifference.Lab(lightness: second.0, a: second.1, b: second.2))
        #expect(abs(difference - expected) < 0.0001)
    }

    @Test func sameColoursDifferByNothingAndBlackFromWhiteByAHundred() {
        let blue = RGBColor(red: 10, green: 88, blue: 202)
        #expect(ColorDifference.ciede2000(blue, blue) == 0)
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let white = RGBColor(red: 255, green: 255, blue: 255)
        #expect(abs(ColorDifference.ciede2000(black, white) - 100) < 0.01)
    }
}
