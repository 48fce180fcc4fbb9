import ButtonKit
import ButtonKitTestSupport
import Canvas
import Foundation
import Rendering
import Simulator
import Testing
import Theming

/// Every screen usable at the documented minimum, 80 x 24: the help overlay in pages with
/// nothing cut or missing, the event log kept, and a board taller than the screen scrolled
/// to the target with markers for the buttons out of view.
@Suite("80 x 24: help pages, the event log, boards that scroll")
struct SmallScreenTests {
    /// A board of `count` title-only buttons.
    static func board(_ count: Int) throws -> BoardDefinition {
        let buttons = (0..<count).map { "{\"id\": \"b\($0)\", \"titles\": {\"normal\": \"Button \($0)\"}}" }
        return try BuiltInFixture.board(json: "{\"buttons\": [\(buttons.joined(separator: ", "))]}").get().board
    }

    static func render(_ model: ScreenModel, width: Int = 80, height: Int = 24) -> Frame {
        var frame = Frame(width: width, height: height)
        MainScreen.render(model, area: frame.area, into: &frame)
        return frame
    }

    @Test func theHelpShowsEveryKeyInPagesWithNoWordCut() {
        var model = ScreenModel.fixture(
            simulator: BuiltInFixture.state(), theme: Theme.builtInDefault, overlay: .help)
        let area = Rect(x: 0, y: 1, width: 80, height: ScreenLayout.compute(model, width: 80, height: 24).statusRow - 1)
        let pages = HelpOverlay.pageCount(model, area: area)
        #expect(pages == 2)
        var shown = ""
        for page in 0..<pages {
            model.helpPage = page
            let text = Self.render(model).lines.joined(separator: "\n")
            #expect(text.contains("Keys \(page + 1)/\(pages)"))
            shown += text + "\n"
        }
        // Every entry's keys and every word of what it does, whole, on some page.
        let words = Set(shown.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).map(String.init))
        for entry in model.keys.entries {
            #expect(shown.contains(entry.keys), "\(entry.keys) is missing")
            for word in entry.does.split(separator: " ") {
                #expect(words.contains(String(word)), "'\(word)' of \(entry.keys) is cut or missing")
            }
        }
        #expect(shown.contains("Ctrl-L") && shown.contains("mouse"))
    }

    @Test func theHelpIsOnePageWhereItFits() {
        let model = ScreenModel.fixture(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault, overlay: .help)
        #expect(HelpOverlay.pageCount(model, area: Rect(x: 0, y: 1, width: 140, height: 40)) == 1)
        #expect(Self.render(model, width: 140, height: 42).text.contains(" Keys (? or Esc closes) "))
    }

    @Test func theEventLogShowsAtTheMinimumSize() {
        var simulator = BuiltInFixture.state()
        _ = SimulatorReducer.reduce(&simulator, .touchBegan(.follow))
        let frame = Self.render(ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault))
        let events = frame.lines.first { $0.hasPrefix("  events ") } ?? ""
        #expect(events.contains("follow touchDown 0x1"), "\(frame.text)")
    }

    @Test func sixtyFourButtonsScrollWithTheTargetAt80x24() throws {
        var simulator = SimulatorState(board: try Self.board(64))
        let first = ScreenLayout.compute(
            ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault), width: 80, height: 24)
        #expect(first.fits && first.scrolls)
        #expect(first.hiddenAbove == 0 && first.hiddenBelow > 0)
        #expect(first.visibleSlots.map(\.id).contains("b0"))
        var text = Self.render(ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault)).text
        #expect(text.contains("▼ \(first.hiddenBelow) more buttons below"))
        #expect(!text.contains("above"))
        #expect(text.contains("events"))

        for step in 1..<64 {
            _ = SimulatorReducer.reduce(&simulator, .targetMoved(by: 1))
            let model = ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault)
            let layout = ScreenLayout.compute(model, width: 80, height: 24)
            let target = try #require(layout.slot(for: ButtonID(rawValue: "b\(step)")))
            #expect(layout.isVisible(target), "b\(step) is out of view")
            #expect(layout.hiddenAbove + layout.hiddenBelow + layout.visibleSlots.count == 64)
            // Drawn buttons stay between the marker rows (each there only when buttons are
            // hidden on its side), below the header and above the inspector.
            for slot in layout.visibleSlots {
                #expect(slot.labelRow >= layout.board.y && slot.box.maxY <= layout.board.maxY)
            }
            #expect(layout.board.y - (layout.hiddenAbove > 0 ? 1 : 0) >= 1)
            #expect(layout.board.maxY + (layout.hiddenBelow > 0 ? 1 : 0) <= layout.inspector.y)
            #expect(layout.button(atColumn: target.box.x, row: target.box.y) == target.id)
        }
        let last = ScreenLayout.compute(
            ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault), width: 80, height: 24)
        #expect(last.hiddenBelow == 0 && last.hiddenAbove > 0)
        text = Self.render(ScreenModel.fixture(simulator: simulator, theme: Theme.builtInDefault)).text
        #expect(text.contains("▲ \(last.hiddenAbove) more buttons above"))
        #expect(text.contains("▶ ▐   Button 63   ▌"))
    }

    @Test func aBoardThatFitsDoesNotScroll() throws {
        let layout = ScreenLayout.compute(
            ScreenModel.fixture(simulator: SimulatorState(board: try Self.board(16)), theme: Theme.builtInDefault),
            width: 100, height: 30)
        #expect(layout.fits)
        #expect(!layout.scrolls && layout.hiddenAbove == 0 && layout.hiddenBelow == 0)
        #expect(layout.visibleSlots.count == 16)
    }
}
