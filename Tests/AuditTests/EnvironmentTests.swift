import ButtonKit
import DeviceLook
import Foundation
import Rendering
import Testing
import Theming

/// Each environment axis: the title's point size from Apple's table, truncation at the
/// right size, right-to-left placement, the dark counterpart's colours and Bold Text.
@Suite struct EnvironmentTests {
    private func button(_ json: String) throws -> Button {
        let board = try AuditFixtures.board(json)
        let definition = try #require(board.buttons.first)
        return Button(definition, localization: Localization(locale: board.locales[0], development: board.locales[0]))
    }

    @Test func titlePointSizesFollowApplesTableForTwoTextStyles() throws {
        // Apple's Dynamic Type table, xs ... ax5: headline (a medium button's default) and caption1.
        let headline: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let caption1: [Double] = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        let medium = try button(#"{"buttons": [{"id": "a", "titles": {"normal": "Go"}}]}"#)
        let caption = try button(#"{"buttons": [{"id": "a", "textStyle": "caption1", "titles": {"normal": "Go"}}]}"#)
        let points = Theme.builtInDefault.metrics.points
        for (index, size) in ContentSizeCategory.allCases.enumerated() {
            let environment = DisplayEnvironment(contentSize: size)
            #expect(
                DeviceMetrics(medium, points: points, environment: environment, fontWeight: 400).fontSize
                    == headline[index])
            #expect(
                DeviceMetrics(caption, points: points, environment: environment, fontWeight: 400).fontSize
                    == caption1[index])
        }
    }

    @Test func heightScalesAsUIFontMetricsButNeverBelowTheTheme() throws {
        let medium = try button(#"{"buttons": [{"id": "a", "titles": {"normal": "Go"}}]}"#)
        let points = Theme.builtInDefault.metrics.points
        let at = { (size: ContentSizeCategory) in
            DeviceMetrics(medium, points: points, environment: DisplayEnvironment(contentSize: size), fontWeight: 400)
        }
        #expect(at(.xs).height == 44)  // 44 x 14/17 would be 36: never below the theme's
        #expect(at(.l).height == 44)
        #expect(at(.ax5).height == (44.0 * 53 / 17).rounded())
        #expect(at(.ax5).paddingX == (24.0 * 53 / 17).rounded())
    }

    @Test func truncationStartsAtTheRightSizeInEnglishAndChinese() throws {
        let json = """
            {"locales": ["zh", "en"], "buttons": [{"id": "a", "maxWidth": 200, \
            "titles": {"normal": {"en": "Join", "zh": "确认订阅"}}}]}
            """
        let zh = try button(json)
        let first = ContentSizeCategory.allCases.first { size in
            DeviceGeometry(zh, theme: .builtInDefault, environment: DisplayEnvironment(contentSize: size)).title
                .truncated
        }
        // 4 ems of ideographs plus the scaled padding: 192 pt at ax1, 226 pt at ax2.
        #expect(first == .ax2)
        var en = zh
        en.relocalize(Localization(locale: .en, development: "zh"))
        #expect(en.shownTitle == "Join")
        let firstEnglish = ContentSizeCategory.allCases.first { size in
            DeviceGeometry(en, theme: .builtInDefault, environment: DisplayEnvironment(contentSize: size)).title
                .truncated
        }
        #if canImport(CoreText)
            #expect(firstEnglish != nil)
        #else
            // Inter's semibold "Join" is 2.026 em: 95 pt at ax4 beside 2 x 66 pt of padding passes 200 pt.
            #expect(firstEnglish == .ax4)
        #endif
    }

    @Test func rightToLeftPutsTheImageOnTheRight() throws {
        let board = try AuditFixtures.board(
            #"{"buttons": [{"id": "a", "titles": {"normal": "Go"}, "images": {"normal": "♥"}}]}"#)
        var model = ScreenModel(simulator: SimulatorState(board: board), theme: .builtInDefault)
        let ltr = DeviceButtonPicture.svg(model.simulator.buttons[0], models: [model], scale: 1)
        model.setEnvironment(DisplayEnvironment(direction: .rtl), base: .builtInDefault)
        let rtl = DeviceButtonPicture.svg(model.simulator.buttons[0], models: [model], scale: 1)
        func x(_ role: String, in svg: String) throws -> Double {
            let line = try #require(svg.split(separator: "\n").first { $0.contains("class=\"\(role)\"") })
            let value = try #require(line.split(separator: "x=\"").dropFirst().first?.split(separator: "\"").first)
            return try #require(Double(value))
        }
        #expect(try x("button-image", in: ltr) < x("button-title", in: ltr))
        #expect(try x("button-image", in: rtl) > x("button-title", in: rtl))
        #expect(rtl.contains("direction=\"rtl\""))
    }

    @Test func darkAppearanceShowsTheDarkCounterpartsColours() throws {
        let resolved = Theme.builtInDefault.resolved(for: DisplayEnvironment(appearance: .dark))
        #expect(resolved.theme.name == "dark")
        #expect(resolved.missing.isEmpty)
        let style = resolved.theme.style(variant: "primary", size: .medium, state: .normal, customStates: []).style
        // Themes/dark.json: the brand background and the page surface.
        #expect(style.background?.hex == "#5A9CF8")
        #expect(resolved.theme.chrome.background.hex == "#16161A")
        let contrast = Theme.builtInDefault.resolved(
            for: DisplayEnvironment(appearance: .dark, contrast: .increased))
        #expect(contrast.theme.name == "high-contrast")
        #expect(Contrast.relativeLuminance(contrast.theme.chrome.background) < 0.1)
        // Increase Contrast keeps the appearance: in light mode the page stays light, so the
        // audit measures each state on the white page the app shows.
        let lightContrast = Theme.builtInDefault.resolved(for: DisplayEnvironment(contrast: .increased))
        #expect(lightContrast.theme.name == "high-contrast-light")
        #expect(lightContrast.missing.isEmpty)
        #expect(Contrast.relativeLuminance(lightContrast.theme.chrome.background) > 0.9)
    }

    @Test func aThemeWithoutCounterpartsSaysSo() throws {
        let highContrast = try #require(try Theme.builtIn(named: "high-contrast")?.get())
        let resolved = highContrast.resolved(for: DisplayEnvironment(appearance: .dark))
        #expect(resolved.theme.name == "high-contrast")
        #expect(resolved.missing == [.dark])
    }

    /// The theme's weight is drawn as it is; Bold Text draws it at least bold.
    @Test func boldTextMakesTitlesAtLeastBold() throws {
        let board = try AuditFixtures.board(#"{"buttons": [{"id": "a", "titles": {"normal": "Go"}}]}"#)
        var model = ScreenModel(simulator: SimulatorState(board: board), theme: .builtInDefault)
        let points = Theme.builtInDefault.metrics.points
        let go = model.simulator.buttons[0]
        #expect(DeviceMetrics(go, points: points, environment: .standard, fontWeight: 400).titleWeight == 400)
        #expect(DeviceMetrics(go, points: points, environment: .standard, fontWeight: 500).titleWeight == 500)
        #expect(
            DeviceMetrics(go, points: points, environment: DisplayEnvironment(boldText: true), fontWeight: 400)
                .titleWeight == 700)
        #expect(
            DeviceMetrics(go, points: points, environment: DisplayEnvironment(boldText: true), fontWeight: 800)
                .titleWeight == 800)
        model.setEnvironment(DisplayEnvironment(boldText: true), base: .builtInDefault)
        let svg = DeviceButtonPicture.svg(go, models: [model], scale: 1)
        #expect(svg.contains("class=\"button-title\"") && svg.contains("font-weight=\"700\""))
        #expect(FontMetrics.width("Go", size: 17, weight: 700) > FontMetrics.width("Go", size: 17, weight: 600))
    }

    @Test func devicePicturesSayHowTextWasMeasured() throws {
        let board = try AuditFixtures.board(#"{"buttons": [{"id": "a", "titles": {"normal": "Go"}}]}"#)
        let model = ScreenModel(simulator: SimulatorState(board: board), theme: .builtInDefault)
        let svg = DeviceButtonPicture.svg(model.simulator.buttons[0], models: [model], scale: 1)
        #expect(svg.contains("<desc class=\"notes\">"))
        #if !canImport(CoreText)
            #expect(svg.contains("approximation: text measured with the advance widths of Inter"))
        #endif
    }

    @Test func permutationsVaryTheFirstAxisSlowest() {
        let grid = DisplayEnvironment.permutations([(.contentSize, ["l", "ax3"]), (.appearance, ["light", "dark"])])
        #expect(grid.map(\.summary) == ["standard", "dark", "ax3", "ax3 · dark"])
    }
}
