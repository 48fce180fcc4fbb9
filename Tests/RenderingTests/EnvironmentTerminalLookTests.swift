import ButtonKit
import ButtonKitTestSupport
import Canvas
import Rendering
import Testing
import Theming

/// What an environment changes in cells: a title set in several lines takes as many rows,
/// right to left the image sits after the title, and the standard environment draws as it
/// always did.
@Suite("The terminal look of an environment")
struct EnvironmentTerminalLookTests {
    func model(_ environment: DisplayEnvironment) -> ScreenModel {
        var model = ScreenModel.fixture(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault)
        model.setEnvironment(environment, base: Theme.builtInDefault)
        return model
    }

    /// The modal button's picture in the terminal look of `environment`.
    func modal(_ environment: DisplayEnvironment) throws -> [String] {
        let model = EnvironmentPictures.shown(model(environment))
        let button = try #require(model.simulator[.modal])
        return ButtonPicture.frame(button, model: model).lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aWrappedTitleTakesOneRowPerLine() throws {
        let standard = try modal(.standard)
        #expect(standard.contains("│ ♥ Download │") || standard.contains { $0.contains("♥ Download") })
        let large = try modal(DisplayEnvironment(contentSize: .ax5))
        // The title no longer fits on one line within maxWidth at ax5: two rows, one box.
        let titleRows = large.filter { $0.contains("Down") || $0.contains("load") }
        #expect(titleRows.count == 2, "\(large.joined(separator: "\n"))")
        #expect(!large.contains { $0.contains("Download") })
        #expect(large.filter { $0.hasPrefix("╭") }.count == 1)
        #expect(large.count > standard.count)
    }

    @Test func theStandardEnvironmentIsDrawnAsBefore() throws {
        let model = model(.standard)
        #expect(EnvironmentPictures.shown(model) == model)
    }

    @Test func rightToLeftPutsTheImageAfterTheTitle() throws {
        let ltr = try modal(.standard)
        let rtl = try modal(DisplayEnvironment(direction: .rtl))
        #expect(ltr.contains { $0.contains("♥ Download") })
        #expect(rtl.contains { $0.contains("Download ♥") })
        #expect(!rtl.contains { $0.contains("♥ Download") })
    }

    @Test func aWrappedTitleReadsAsOneLineInTheInspector() {
        var model = EnvironmentPictures.shown(model(DisplayEnvironment(contentSize: .ax5)))
        model.simulator.targetIndex = model.simulator.index(of: .modal) ?? 0
        var frame = Frame(width: 100, height: 40)
        MainScreen.render(model, area: frame.area, into: &frame)
        #expect(frame.text.contains("\"Down↵load\""))
        #expect(!frame.text.contains("␊"))
    }

    /// The style of the first cell of `text` in a button's picture.
    func titleStyle(_ id: String, _ text: String, _ environment: DisplayEnvironment) throws -> CellStyle {
        let model = EnvironmentPictures.shown(model(environment))
        let button = try #require(model.simulator[ButtonID(rawValue: id)])
        let frame = ButtonPicture.frame(button, model: model)
        let row = try #require(frame.lines.firstIndex { $0.contains(text) })
        // One cell per character on these rows (box drawing and ASCII).
        let line = frame.lines[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.firstRange(of: text)).lowerBound)
        return frame[column, row].style
    }

    @Test func boldTextMakesTitlesBold() throws {
        #expect(try titleStyle("secondary", "Cancel", .standard).bold == false)
        #expect(try titleStyle("secondary", "Cancel", DisplayEnvironment(boldText: true)).bold)
    }

    @Test func buttonShapesUnderlinesOnlyTextButtons() throws {
        let shapes = DisplayEnvironment(buttonShapes: true)
        #expect(try titleStyle("secondary", "Cancel", shapes).underline == false)
        #expect(try titleStyle("success", "Confirm", shapes).underline == false)
        #expect(try titleStyle("link", "Learn more", shapes).underline)
    }
}
