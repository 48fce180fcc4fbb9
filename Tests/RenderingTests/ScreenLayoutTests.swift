import ButtonKit
import ButtonKitTestSupport
import Canvas
import Foundation
import Rendering
import Simulator
import Testing
import Theming

@Suite("Layout of the main screen")
struct ScreenLayoutTests {
    @Test(arguments: [LocaleTag.en, .zh])
    func everyButtonFitsAtTheMinimumSizeWithoutOverlap(locale: LocaleTag) throws {
        for themeName in ShippedThemes.names {
            let model = ScreenModel.fixture(
                simulator: BuiltInFixture.state(locale: locale), theme: try ShippedThemes.load(themeName))
            let layout = ScreenLayout.compute(model, width: 80, height: 24)
            #expect(layout.fits)
            #expect(layout.slots.map(\.id) == BuiltInFixture.board.buttons.map(\.id))
            for (index, slot) in layout.slots.enumerated() {
                #expect(slot.box.maxX <= 80 && slot.box.maxY <= layout.inspector.y)
                for other in layout.slots.dropFirst(index + 1) {
                    let apart =
                        slot.box.maxX <= other.box.x || other.box.maxX <= slot.box.x
                        || slot.box.maxY <= other.box.y || other.box.maxY <= slot.box.y
                    #expect(apart, "\(slot.id) overlaps \(other.id)")
                }
            }
        }
    }

    @Test func belowTheMinimumNothingFits() {
        let model = ScreenModel.fixture(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault)
        #expect(!ScreenLayout.compute(model, width: 79, height: 24).fits)
        #expect(!ScreenLayout.compute(model, width: 80, height: 23).fits)
    }

    @Test func hitTestingFindsTheButtonUnderACell() throws {
        let model = ScreenModel.fixture(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault)
        let layout = ScreenLayout.compute(model, width: 100, height: 30)
        let modal = try #require(layout.slot(for: .modal))
        #expect(layout.button(atColumn: modal.box.x, row: modal.box.y) == .modal)
        #expect(layout.button(atColumn: modal.box.maxX, row: modal.box.maxY) == nil)
        #expect(layout.button(atColumn: 0, row: 0) == nil)
    }
}

@Suite("The too-small screen asks for what the board and theme need")
struct TooSmallScreenTests {
    /// Issue: with 56 pt buttons the screen said "need 80 x 24 (now 80 x 24)"; now they scroll.
    @Test func tallButtonsNeedMoreRowsAndTheScreenSaysHowMany() throws {
        let text = try String(
            contentsOf: ShippedThemes.directory.appendingPathComponent("default.json"), encoding: .utf8)
        let tall = text.replacingOccurrences(of: "\"value\": 44,", with: "\"value\": 56,")
        #expect(tall != text)
        let theme = try ThemeLoader.load(data: Data(tall.utf8), fileName: "tall.json").get()
        let model = ScreenModel.fixture(simulator: BuiltInFixture.state(), theme: theme)
        // At 80 x 24 the taller board scrolls; only a screen too short for one row of
        // buttons, the markers and the inspector asks for more.
        #expect(ScreenLayout.compute(model, width: 80, height: 24).fits)
        #expect(ScreenLayout.compute(model, width: 80, height: 24).scrolls)
        let short = ScreenLayout.compute(model, width: 80, height: 17)
        #expect(!short.fits)
        #expect(short.neededRows > 17)
        var frame = Frame(width: 80, height: 17)
        MainScreen.render(model, area: frame.area, into: &frame)
        #expect(frame.text.contains("need 80 x \(short.neededRows) (now 80 x 17)"))
        #expect(ScreenLayout.compute(model, width: 80, height: short.neededRows).fits)
    }

    @Test func theInspectorEndsACutLineWithAnEllipsis() {
        var simulator = BuiltInFixture.state()
        _ = SimulatorReducer.reduce(&simulator, .targetMoved(by: 1))
        for flag in [ButtonFlag.highlighted, .focused] {
            _ = SimulatorReducer.reduce(&simulator, .flagToggled(.modal, flag))
        }
        _ = SimulatorReducer.reduce(&simulator, .flagToggled(.modal, .enabled))
        var frame = Frame(width: 80, height: 24)
        MainScreen.render(
            ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault), area: frame.area, into: &frame)
        let stateLine = frame.lines.first { $0.contains("state    ") } ?? ""
        #expect(stateLine.trimmingCharacters(in: .whitespaces).hasSuffix("…"), "\(stateLine)")
    }
}
