import ButtonKit
import ButtonKitTestSupport
import Canvas
import Rendering
import Simulator
import Testing
import Theming

/// Every glyph the simulator draws outside the buttons (labels, inspector, status, legend,
/// help, gallery labels) reads at 4.5:1 on what it sits on, in every shipped theme, as
/// `themes check` checks the buttons themselves.
@Suite("The chrome's own text passes WCAG 4.5:1 in every theme")
struct ChromeContrastTests {
    static func failures(_ model: ScreenModel, width: Int = 100, height: Int = 30) -> [String] {
        var frame = Frame(width: width, height: height)
        MainScreen.render(model, area: frame.area, into: &frame)
        let layout = ScreenLayout.compute(model, width: width, height: height)
        let boxes = model.overlay == .none ? layout.slots.map(\.box) : []
        // The chrome's own colours; button glyphs (the gallery's cells) are themes check's.
        let chrome = model.theme.chrome
        let chromeText = [chrome.text, chrome.mutedText, chrome.accent, chrome.error]
        var failures: [String] = []
        for row in 0..<height {
            for column in 0..<width {
                let cell = frame[column, row]
                guard !cell.text.trimmingCharacters(in: .whitespaces).isEmpty,
                    !boxes.contains(where: { $0.contains(column: column, row: row) }),
                    let foreground = cell.style.foreground, let background = cell.style.background,
                    chromeText.contains(foreground)
                        || (foreground == chrome.background && background == chrome.onColorSurface)
                else { continue }
                let ratio = Contrast.ratio(foreground, background)
                if ratio < Contrast.textThreshold {
                    failures.append("\(cell.text) at \(column),\(row): \(foreground.hex) on \(background.hex) \(ratio)")
                }
            }
        }
        return failures
    }

    @Test(arguments: ShippedThemes.names)
    func mainScreenHelpAndGallery(themeName: String) throws {
        let theme = try ShippedThemes.load(themeName)
        var simulator = BuiltInFixture.state()
        _ = SimulatorReducer.reduce(&simulator, .targetMoved(by: 7))  // the on-color button is the target
        for overlay in [Overlay.none, .help, .gallery] {
            let model = ScreenModel.fixture(simulator: simulator, theme: theme, overlay: overlay)
            let failures = Self.failures(model)
            #expect(failures.isEmpty, "\(themeName) \(overlay): \(failures.prefix(5))")
        }
        let notTarget = ScreenModel.fixture(simulator: BuiltInFixture.state(), theme: theme)
        #expect(Self.failures(notTarget).isEmpty, "\(themeName): \(Self.failures(notTarget).prefix(5))")
    }
}
