import ButtonKit
import ButtonKitTestSupport
import DeviceLook
import Foundation
import Rendering
import Testing
import Theming

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The device look's SVG, read back as XML: each button's rectangle has the theme's point
/// size, radius and colours for its state.
@Suite("device-look pictures")
struct DeviceLookTests {
    /// An attribute by local name.
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }

    /// Every element below `element`, depth first.
    static func descendants(_ element: XMLElement) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap { [$0] + descendants($0) }
    }

    /// The `<g class="button">` groups by their `data-state`.
    static func buttons(in svg: String) throws -> [(state: String, parts: [XMLElement])] {
        let root = try #require(try XMLDocument(data: Data(svg.utf8)).rootElement())
        return descendants(root).filter { attribute("class", of: $0) == "button" }.map {
            (attribute("data-state", of: $0) ?? "", descendants($0))
        }
    }

    static func part(_ role: String, _ parts: [XMLElement]) -> XMLElement? {
        parts.first { attribute("class", of: $0) == role }
    }

    @Test(arguments: ShippedThemes.names)
    func rectanglesFollowTheThemeState(themeName: String) throws {
        let theme = try ShippedThemes.load(themeName)
        let model = ScreenModel(simulator: BuiltInFixture.state(), theme: theme)
        let points = theme.metrics.points
        for (flags, id) in [
            ([ButtonFlag](), ButtonID.follow), ([.selected], .follow), ([.highlighted], .primary),
            ([.mutual], .follow), ([.enabled], .primary),
        ] {
            var button = BuiltInFixture.button(id)
            for flag in flags { button.flags.set(flag, flag != .enabled) }
            let svg = DeviceButtonPicture.svg(button, models: [model], scale: 2)
            let drawn = try #require(try Self.buttons(in: svg).first)
            let style = theme.style(
                variant: button.variant, size: button.size, state: button.state,
                customStates: button.definition.states
            ).style
            let background = try #require(Self.part("button-background", drawn.parts))
            let height = points.height(for: button.size)
            #expect(Double(Self.attribute("height", of: background) ?? "") == height)
            let radius = min(points.radius, height / 2)
            #expect(Double(Self.attribute("rx", of: background) ?? "0") == radius)
            #expect(
                Self.attribute("fill", of: background) == (style.background?.hex ?? "none"),
                "\(themeName) \(id) \(flags)")
            let border = Self.part("button-border", drawn.parts)
            #expect(border.flatMap { Self.attribute("stroke", of: $0) } == style.border?.hex)
            if let border {
                #expect(Double(Self.attribute("stroke-width", of: border) ?? "") == points.borderWidth)
                #expect(Double(Self.attribute("height", of: border) ?? "") == height - points.borderWidth)
            }
            let title = try #require(Self.part("button-title", drawn.parts))
            #expect(Self.attribute("fill", of: title) == style.foreground.hex)
            #expect(
                drawn.state == "0x" + String(repeating: "0", count: 8 - String(button.state.rawValue, radix: 16).count)
                    + String(button.state.rawValue, radix: 16, uppercase: true))
        }
    }

    @Test func theScaleMultipliesPixelsNotPoints() throws {
        let model = ScreenModel(simulator: BuiltInFixture.state(), theme: .builtInDefault)
        let one = DeviceButtonPicture.svg(BuiltInFixture.button(.follow), models: [model], scale: 1)
        let three = DeviceButtonPicture.svg(BuiltInFixture.button(.follow), models: [model], scale: 3)
        let rootOne = try #require(try XMLDocument(data: Data(one.utf8)).rootElement())
        let rootThree = try #require(try XMLDocument(data: Data(three.utf8)).rootElement())
        let width = try #require(Double(Self.attribute("width", of: rootOne) ?? ""))
        #expect(Double(Self.attribute("width", of: rootThree) ?? "") == 3 * width)
        #expect(Self.attribute("viewBox", of: rootOne) == Self.attribute("viewBox", of: rootThree))
        #expect(one.contains("-apple-system") && one.contains("SF Pro Text"))
    }

    @Test func theLoadingButtonHasAnEightSpokeIndicator() throws {
        let model = ScreenModel(simulator: BuiltInFixture.state(), theme: .builtInDefault)
        var button = BuiltInFixture.button(.primary)
        button.flags.set(.loading, true)
        let svg = DeviceButtonPicture.svg(button, models: [model], scale: 2)
        let drawn = try #require(try Self.buttons(in: svg).first)
        let spokes = drawn.parts.filter { $0.name == "line" }
        #expect(spokes.count == 8)
        let opacities = spokes.compactMap { Double(Self.attribute("stroke-opacity", of: $0) ?? "") }
        #expect(opacities == opacities.sorted(by: >) && Set(opacities).count == 8, "each spoke fainter")
        #expect(Self.part("button-title", drawn.parts) == nil, "loading hides the title")
    }

    @Test func theGalleryWrapsAndLabelsEveryState() throws {
        var model = ScreenModel(simulator: BuiltInFixture.state(), theme: .builtInDefault)
        var dark = ScreenModel(simulator: BuiltInFixture.state(), theme: try ShippedThemes.load("dark"))
        model.gallerySelection = .every
        dark.gallerySelection = .every
        let svg = DeviceGallery.svg([.follow], models: [model, dark], columns: 3, scale: 1)
        let drawn = try Self.buttons(in: svg)
        let entries = ReachableStates.entries(
            for: BuiltInFixture.button(.follow).definition, localization: model.simulator.localization)
        #expect(drawn.count == 2 * entries.count, "every state, once per theme")
        let root = try #require(try XMLDocument(data: Data(svg.utf8)).rootElement())
        let panels = Self.descendants(root).filter { Self.attribute("class", of: $0) == "panel" && $0.name == "g" }
        #expect(panels.count == 2)
        let first = Self.descendants(panels[0])
        let xs = Set(
            first.filter { Self.attribute("class", of: $0) == "button-background" }.compactMap {
                Self.attribute("x", of: $0)
            })
        #expect(xs.count == 3, "three columns")
        let raw = first.filter { Self.attribute("class", of: $0) == "label-raw" }.compactMap(\.stringValue)
        #expect(raw.contains("0x00010004"))
        #expect(raw.contains { $0.hasPrefix("0x00000003") && $0.contains("≡0x1") })
        let names = first.filter { Self.attribute("class", of: $0) == "label-names" }.compactMap(\.stringValue)
        #expect(names.contains("normal"))
    }
}
