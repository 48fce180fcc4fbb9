import ButtonKit
import ButtonKitTestSupport
import Canvas
import Rendering
import Simulator
import Testing
import Theming

@Suite("Every button in every gallery state, in both locales and every shipped theme")
struct GallerySnapshotTests {
    static let cases: [(String, LocaleTag)] = ShippedThemes.names.flatMap { theme in
        [LocaleTag.en, .zh].map { (theme, $0) }
    }

    @Test(arguments: cases)
    func galleryStatesMatchTheirSnapshots(themeName: String, locale: LocaleTag) throws {
        let theme = try ShippedThemes.load(themeName)
        var model = ScreenModel.fixture(simulator: BuiltInFixture.state(locale: locale), theme: theme)
        model.gallerySelection = .every
        for button in model.simulator.buttons {
            var text = ""
            for cell in GalleryView.cellsFor(button, model: model) {
                let size = ButtonView.size(of: cell.button, theme: theme, localization: model.simulator.localization)
                var frame = Frame(width: size.width + 2, height: size.height + 2)
                let surface = theme.surface(variant: button.variant)
                frame.fill(frame.area, style: CellStyle(background: surface))
                ButtonView.render(
                    cell.button, style: theme.style(of: cell.button), surface: surface,
                    spinnerFrame: 0, animates: false, monochrome: false,
                    area: Rect(x: 1, y: 1, width: size.width, height: size.height), into: &frame)
                text += "## \(cell.label) \(cell.mark)\n" + FrameSnapshot.describe(frame) + "\n"
            }
            let failure = Snapshot.verify(text, named: "gallery-\(themeName)-\(locale.rawValue)-\(button.id)")
            #expect(failure == nil, "\(failure ?? "")")
        }
    }
}
