import Foundation
import SwiftExport
import Testing
import Theming

/// What the export should write for a colour of the built-in default theme, worked out
/// from the shipped themes by name: `default` shows `dark` in dark mode, and with Increase
/// Contrast `high-contrast-light` in light mode and `high-contrast` in dark mode.
enum ExpectedColor {
    /// The shipped themes in the order of the export's appearances: light, dark, light with
    /// Increase Contrast, dark with it.
    static let builtInThemes = ["default", "dark", "high-contrast-light", "high-contrast"]

    /// The `Palette` literal for a colour without a token name.
    static func builtInDefault(_ pick: (Theme) -> RGBColor?) throws -> String {
        let literals = try builtInDefaultHexes(pick).map { "0x" + $0.dropFirst() }
        return
            "Palette.rgb(\(literals[0]), dark: \(literals[1]), highContrast: \(literals[2]), darkHighContrast: \(literals[3]))"
    }

    /// The four appearances' `#RRGGBB`.
    static func builtInDefaultHexes(_ pick: (Theme) -> RGBColor?) throws -> [String] {
        try builtInThemes.map { name in
            let theme = try #require(try Theme.builtIn(named: name)?.get())
            return try #require(pick(theme)).hex
        }
    }

    /// The four appearances (light, dark, high contrast, dark high contrast) of the colour
    /// set `name` in an export's `Colors.xcassets`, as `#RRGGBB` and alpha.
    static func appearances(of name: String, in export: SwiftExporter.Export) throws -> [(hex: String, alpha: Double)] {
        let file = try #require(export.files.first { $0.name == "Colors.xcassets/\(name).colorset/Contents.json" })
        let root = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
        let colors = try #require(root["colors"] as? [[String: Any]])
        return try colors.map { entry in
            let color = try #require(entry["color"] as? [String: Any])
            let components = try #require(color["components"] as? [String: String])
            let hex = try ["red", "green", "blue"].map { try #require(components[$0]).dropFirst(2) }.joined()
            return ("#" + hex, Double(try #require(components["alpha"])) ?? -1)
        }
    }
}
