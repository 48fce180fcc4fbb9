import ButtonKit
import ButtonKitTestSupport
import Foundation
import SwiftExport
import Testing
import Theming

/// `Colors.xcassets`: the colours an export reads by token name, four appearances each.
@Suite("Colour asset catalog")
struct ColorAssetCatalogTests {
    /// Every colour of the built-in follow is a colour set named after its token, with the
    /// light, dark, high contrast and dark high contrast appearances Xcode writes.
    @Test func everyColourOfTheFollowButtonIsAColourSetWithFourAppearances() throws {
        let export = try AppearanceExportTests.export("follow")
        let swift = export.files[0].contents
        let sets = export.files.map(\.name).filter { $0.hasSuffix(".colorset/Contents.json") }
        #expect(export.files.map(\.name).contains("Colors.xcassets/Contents.json"))
        #expect(sets.count >= 4, "\(sets)")
        // No hex literal is left: the built-in themes name every colour.
        #expect(!swift.contains("Palette"))
        for path in sets {
            let name = String(path.dropFirst("Colors.xcassets/".count).dropLast(".colorset/Contents.json".count))
            #expect(swift.contains("Colors.named(\"\(name)\")"), "\(name)")
            let file = try #require(export.files.first { $0.name == path })
            let root = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            let colors = try #require(root["colors"] as? [[String: Any]])
            let appearances = colors.map { entry in
                ((entry["appearances"] as? [[String: String]]) ?? []).map {
                    "\($0["appearance"] ?? "")=\($0["value"] ?? "")"
                }
            }
            #expect(appearances == [[], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"]])
            #expect(colors.allSatisfy { $0["idiom"] as? String == "universal" })
        }
    }

    /// A translucent token keeps its alpha in the colour set (UIKit composites it over what is
    /// beneath, as the review does), where a hex literal would have baked in one backdrop.
    @Test func aTranslucentTokenKeepsItsAlpha() throws {
        let url = BuiltProduct.packageRoot.appendingPathComponent("Themes/default.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"components\": [0.0392, 0.3451, 0.7922],\n            \"hex\": \"#0a58ca\"",
            with:
                "\"components\": [0.0392, 0.3451, 0.7922],\n            \"alpha\": 0.5,\n            \"hex\": \"#0a58ca\""
        )
        #expect(text.contains("\"alpha\": 0.5"))
        let theme = try ThemeLoader.load(data: Data(text.utf8), fileName: "default.json").get()
        let export = try AppearanceExportTests.export("follow", theme: theme)
        let appearances = try ExpectedColor.appearances(of: "theme.color.background.brand", in: export)
        #expect(appearances[0].hex == "#0A58CA")
        #expect(appearances[0].alpha == 0.5)
        // The dark theme's own token is opaque.
        #expect(appearances[1].alpha == 1)
    }

    /// Roles read from one token share its colour set, named after that token (the built-in
    /// theme's `theme.color.foreground.disabled`, which the disabled and disabled-selected
    /// titles both refer to). A role whose Increase Contrast counterpart reads another token
    /// (the normal border: none in light, a border there) gets a set named after the role, so
    /// no set named after a token holds another token's colour.
    @Test func rolesReadFromOneTokenShareItsColourSet() throws {
        let export = try AppearanceExportTests.export("follow")
        let swift = export.files[0].contents
        let disabled = #"Colors.named("theme.color.foreground.disabled")"#
        #expect(swift.contains("setTitleColor(\(disabled), for: .disabled)"))
        #expect(swift.contains("setTitleColor(\(disabled), for: [.disabled, .selected])"))
        let sets = export.files.map(\.name).filter { $0.hasSuffix(".colorset/Contents.json") }
        #expect(sets.contains("Colors.xcassets/theme.color.foreground.disabled.colorset/Contents.json"))
        #expect(
            sets.filter { $0.contains("theme.color.button.") } == [
                "Colors.xcassets/theme.color.button.primary.default.border.colorset/Contents.json"
            ], "\(sets)")
        #expect(!sets.contains { $0.contains("theme.color.border.none") }, "\(sets)")
        // The follow button's 24 coloured roles (title, fill, border and spinner per state) read 13 tokens.
        #expect(sets.count == 13, "\(sets)")
    }

    /// A theme without token names (one built in code, or colours a manifest writes in place)
    /// gets hex literals, and no asset catalog.
    @Test func aThemeWithoutTokenNamesGetsHexLiterals() throws {
        var theme = Theme.builtInDefault
        theme.roleColors = [:]
        let export = try AppearanceExportTests.export("follow", theme: theme)
        let swift = export.files[0].contents
        #expect(swift.contains("private enum Palette"))
        #expect(!swift.contains("Colors.named"))
        #expect(!export.files.contains { $0.name.hasPrefix("Colors.xcassets") })
        #expect(swift.contains("setTitleColor(Palette.rgb(0x"), "\(swift)")
    }
}
