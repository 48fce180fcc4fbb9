import Testing
import Theming

/// What the export should write for a colour of the built-in default theme, worked out
/// from the shipped themes by name: `default` shows `dark` in dark mode and `high-contrast`
/// with Increase Contrast, in either appearance.
enum ExpectedColor {
    static func builtInDefault(_ pick: (Theme) -> RGBColor?) throws -> String {
        let colors = try ["default", "dark", "high-contrast", "high-contrast"].map { name in
            let theme = try #require(try Theme.builtIn(named: name)?.get())
            return try #require(pick(theme))
        }
        let literals = colors.map { "0x" + $0.hex.dropFirst() }
        return
            "Palette.rgb(\(literals[0]), dark: \(literals[1]), highContrast: \(literals[2]), darkHighContrast: \(literals[3]))"
    }
}
