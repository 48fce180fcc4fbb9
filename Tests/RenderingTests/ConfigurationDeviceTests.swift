import ButtonKit
import ButtonKitTestSupport
import Canvas
import DeviceLook
import Foundation
import Rendering
import Testing
import Theming

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Configuration buttons in the device look and the terminal: the indicator takes the
/// image's place on the side `imagePlacement` names, the title stays, the subtitle sits
/// under the title, and the colours are the configuration's.
@Suite("Configuration buttons drawn")
struct ConfigurationDeviceTests {
    let en = Localization(locale: .en, development: .en)

    func button(placement: String, indicator: Bool, subtitle: Bool = false) throws -> Button {
        let json = """
            {"buttons": [{"id": "go", "configuration": {"style": "filled", "title": "Go", "image": "→",
              "imagePlacement": "\(placement)", "showsActivityIndicator": \(indicator)\(subtitle ? ", \"subtitle\": \"now\"" : "")}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        return Button(try #require(board.buttons.first), localization: en)
    }

    func parts(_ button: Button) throws -> [XMLElement] {
        let model = ScreenModel(simulator: BuiltInFixture.state(), theme: .builtInDefault)
        let svg = DeviceButtonPicture.svg(button, models: [model], scale: 1)
        return try #require(try DeviceLookTests.buttons(in: svg).first).parts
    }

    func x(_ element: XMLElement?) -> Double {
        Double(element.flatMap { DeviceLookTests.attribute("x", of: $0) } ?? "") ?? .nan
    }
    func y(_ element: XMLElement?) -> Double {
        Double(element.flatMap { DeviceLookTests.attribute("y", of: $0) } ?? "") ?? .nan
    }

    @Test func theIndicatorTakesTheImagesPlaceAndTheTitleStays() throws {
        let parts = try parts(button(placement: "trailing", indicator: true))
        let title = DeviceLookTests.part("button-title", parts)
        #expect(title?.stringValue == "Go")
        #expect(DeviceLookTests.part("button-image", parts) == nil)
        let indicator = try #require(parts.first { DeviceLookTests.attribute("class", of: $0) == "activity-indicator" })
        let spokes = DeviceLookTests.descendants(indicator).compactMap {
            DeviceLookTests.attribute("x1", of: $0).flatMap(Double.init)
        }
        #expect(spokes.count == 8)
        // Trailing: the indicator sits after the title, where the image would be.
        #expect(spokes.reduce(0, +) / Double(spokes.count) > x(title))
    }

    @Test func trailingPutsTheImageAfterTheTitleAndLeadingBefore() throws {
        let trailing = try parts(button(placement: "trailing", indicator: false))
        #expect(x(DeviceLookTests.part("button-image", trailing)) > x(DeviceLookTests.part("button-title", trailing)))
        let leading = try parts(button(placement: "leading", indicator: false))
        #expect(x(DeviceLookTests.part("button-image", leading)) < x(DeviceLookTests.part("button-title", leading)))
    }

    @Test func topAndBottomStackTheImage() throws {
        let top = try parts(button(placement: "top", indicator: false))
        #expect(y(DeviceLookTests.part("button-image", top)) < y(DeviceLookTests.part("button-title", top)))
        let bottom = try parts(button(placement: "bottom", indicator: false))
        #expect(y(DeviceLookTests.part("button-image", bottom)) > y(DeviceLookTests.part("button-title", bottom)))
    }

    @Test func theSubtitleSitsUnderTheTitle() throws {
        let parts = try parts(button(placement: "leading", indicator: false, subtitle: true))
        let subtitle = DeviceLookTests.part("button-subtitle", parts)
        #expect(subtitle?.stringValue == "now")
        #expect(y(subtitle) > y(DeviceLookTests.part("button-title", parts)))
    }

    @Test func theTerminalDrawsTheIndicatorWhereTheImageWasWithTheTitle() throws {
        let leading = try button(placement: "leading", indicator: true, subtitle: true)
        var frame = Frame(width: 30, height: 3)
        ButtonView.render(
            leading, style: Theme.builtInDefault.style(of: leading),
            surface: RGBColor(red: 255, green: 255, blue: 255),
            spinnerFrame: 0, animates: false, monochrome: false, area: Rect(x: 0, y: 0, width: 30, height: 3),
            into: &frame)
        #expect(frame.lines[1].contains(Spinner.glyph(frame: 0) + " Go · now"))
        let trailing = try button(placement: "trailing", indicator: false)
        frame = Frame(width: 30, height: 3)
        ButtonView.render(
            trailing, style: Theme.builtInDefault.style(of: trailing),
            surface: RGBColor(red: 255, green: 255, blue: 255),
            spinnerFrame: 0, animates: false, monochrome: false, area: Rect(x: 0, y: 0, width: 30, height: 3),
            into: &frame)
        #expect(frame.lines[1].contains("Go →"))
    }
}
