import Runtime
import Testing
import Theming

@testable import TerminalUI

@Suite("Terminal colours")
struct TerminalColorTests {
    let orange = RGBColor(red: 0xFF, green: 0x80, blue: 0x00)
    let blue = RGBColor(red: 0x0A, green: 0x84, blue: 0xFF)

    @Test func xterm256UsesTheCubeAndGreyRamp() {
        #expect(TerminalColor.index(for: orange, mode: .xterm256) == 208)
        #expect(TerminalColor.index(for: RGBColor(red: 0x80, green: 0x80, blue: 0x80), mode: .xterm256) == 244)
        #expect(TerminalColor.index(for: RGBColor(red: 0xFF, green: 0, blue: 0), mode: .xterm256) == 196)
    }

    @Test func basic8UsesTheEightColours() {
        #expect(TerminalColor.index(for: RGBColor(red: 0xFF, green: 0, blue: 0), mode: .basic8) == 1)
        #expect(TerminalColor.index(for: RGBColor(red: 0, green: 0, blue: 0xFF), mode: .basic8) == 4)
        #expect(TerminalColor.index(for: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF), mode: .basic8) == 7)
        #expect(TerminalColor.index(for: RGBColor(red: 0, green: 0, blue: 0), mode: .basic8) == 0)
    }

    @Test func noColourAndTheDefaultColourAreMinusOne() {
        #expect(TerminalColor.index(for: orange, mode: .none) == -1)
        for mode in ColorMode.allCases {
            #expect(TerminalColor.index(for: nil, mode: mode) == -1)
        }
    }

    @Test func modeDetection() {
        #expect(ColorMode.detect(environment: [:], colors: 256) == .xterm256)
        #expect(ColorMode.detect(environment: [:], colors: 16_777_216) == .xterm256)
        #expect(ColorMode.detect(environment: [:], colors: 8) == .basic8)
        #expect(ColorMode.detect(environment: [:], colors: 16) == .basic8)
        #expect(ColorMode.detect(environment: [:], colors: -1) == ColorMode.none)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], colors: 256) == ColorMode.none)
        // An empty NO_COLOR does not count (no-color.org).
        #expect(ColorMode.detect(environment: ["NO_COLOR": ""], colors: 256) == .xterm256)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], colors: 256, override: .basic8) == .basic8)
        #expect(ColorMode.detect(environment: [:], colors: 256, override: ColorMode.none) == ColorMode.none)
    }
}
