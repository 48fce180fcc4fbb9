import ButtonKit
import ButtonKitTestSupport
import Canvas
import DeviceLook
import Rendering
import Simulator
import Testing
import Theming

/// Layout is bounded before anything is drawn: the probe's gallery of one button with a
/// 10,000-character title and 8 keyed states allocated 8.2 GB and aborted.
@Suite("Layout bounded before drawing")
struct BoundedLayoutTests {
    static func longTitleModel() throws -> ScreenModel {
        let title = String(repeating: "W", count: 10_000)
        let states = (0..<8).map { "\"s\($0)\": {\"bit\": \(16 + $0), \"key\": \"\(Array("abdijklm")[$0])\"}" }
        let json = """
            {"buttons": [{"id": "a", "titles": {"normal": "\(title)"}, "states": {\(states.joined(separator: ", "))}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        return ScreenModel.fixture(
            simulator: SimulatorState(board: board, locale: .en, settings: SimulatorSettings()),
            theme: .builtInDefault)
    }

    @Test func aLongTitleGetsTheWidestSlotAndAnEllipsis() throws {
        let model = try Self.longTitleModel()
        let button = try #require(model.simulator.buttons.first)
        let size = ButtonView.size(of: button, theme: model.theme, localization: model.simulator.localization)
        #expect(size.width == ButtonView.maximumWidth)
        let picture = ButtonPicture.frame(button, model: model)
        #expect(picture.width <= ButtonView.maximumWidth + 4)
        #expect(picture.text.contains("W…"))
    }

    @Test func theGalleryOfALongTitleIsBounded() throws {
        let model = try Self.longTitleModel()
        let button = try #require(model.simulator.buttons.first)
        let frame = GalleryPicture.frame([button], model: model)
        // Every reachable cell (8 keyed states and UIKit's flags), three to a row, each at most the
        // widest slot: the frame follows the cells shown, not the title's length.
        let cells = GalleryView.cellsFor(button, model: model).count
        #expect(frame.width <= 2 + 3 * (ButtonView.maximumWidth + 2))
        #expect(frame.height <= 4 + (cells + 2) / 3 * 5)
    }

    @Test func ellipsizingReadsOnlyWhatFits() {
        #expect(TextWidth.ellipsized("abcdef", to: 4) == "abc…")
        #expect(TextWidth.ellipsized("abcd", to: 4) == "abcd")
        #expect(TextWidth.ellipsized("关注关注", to: 5) == "关注…")
        #expect(TextWidth.ellipsized("ab", to: 1) == "…")
        #expect(TextWidth.ellipsized("ab", to: 0) == "")
    }

    @Test func aDevicePictureDrawsALongTitleCut() throws {
        // The probe's 64 buttons of long titles wrote 54 MB of SVG: every cell held the
        // whole title. Each now holds at most the widest title drawn.
        let model = try Self.longTitleModel()
        let button = try #require(model.simulator.buttons.first)
        let svg = DeviceButtonPicture.svg(button, models: [model], scale: 1)
        #expect(svg.contains("…</text>"))
        #expect(svg.count < 4_000)
    }
}
