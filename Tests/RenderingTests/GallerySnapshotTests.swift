import ButtonKit
import ButtonKitTestSupport
import Rendering
import Testing
import Theming

@Suite("Every button in every gallery state, in both locales and all three themes")
struct GallerySnapshotTests {
    static let cases: [(String, DisplayLocale)] = ShippedThemes.names.flatMap { theme in
        DisplayLocale.allCases.map { (theme, $0) }
    }

    @Test(arguments: cases)
    func galleryStatesMatchTheirSnapshots(themeName: String, locale: DisplayLocale) throws {
        let theme = try ShippedThemes.load(themeName)
        let model = ScreenModel(simulator: SimulatorState(locale: locale), theme: theme)
        for button in model.simulator.buttons {
            var text = ""
            for cell in GalleryView.cellsFor(button, model: model) {
                let size = ButtonView.size(of: cell.button, theme: theme, locale: locale)
                var frame = Frame(width: size.width + 2, height: size.height + 2)
                let surface = ButtonView.variant(of: button).isOnColor ? theme.chrome.onColorSurface : theme.chrome.background
                frame.fill(frame.area, style: CellStyle(background: surface))
                ButtonView.render(cell.button, style: ButtonView.style(of: cell.button, theme: theme), surface: surface,
                                  spinnerFrame: 0, animates: false, monochrome: false,
                                  area: Rect(x: 1, y: 1, width: size.width, height: size.height), into: &frame)
                text += "## \(cell.label) \(cell.mark)\n" + FrameSnapshot.describe(frame) + "\n"
            }
            let failure = Snapshot.verify(text, named: "gallery-\(themeName)-\(locale.rawValue)-\(button.id)")
            #expect(failure == nil, "\(failure ?? "")")
        }
    }
}
