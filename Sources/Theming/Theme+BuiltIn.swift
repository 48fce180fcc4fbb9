import ButtonKit
import Platform

extension Theme {
    /// The names of the themes compiled into the program, in the order `t` cycles them.
    public static let builtInNames = [builtInDefaultName, "dark", "high-contrast", "high-contrast-light"]

    /// The name of the light default theme, known without parsing it: a theme file of this
    /// name in a theme folder replaces it, and is then the only one read at start.
    public static let builtInDefaultName = "default"

    /// The light default theme, parsed from the copy of `Themes/default.json` compiled
    /// into the program, so it works from any directory. A test proves it loads and
    /// matches the file; should it ever fail, a plain black-on-white theme keeps the
    /// program running rather than trapping.
    public static let builtInDefault: Theme = {
        switch builtIn(named: "default") {
        case .success(let theme)?: theme
        default: monochrome
        }
    }()

    /// A theme compiled into the program (see ``builtInNames``), parsed from its embedded
    /// copy the first time it is asked for (start-up asks for the default twice: as the
    /// fallback and as the theme shown); `nil` for any other name.
    public static func builtIn(named name: String) -> Result<Theme, ThemeLoadError>? {
        guard let json = builtInJSON(named: name) else { return nil }
        return parsedBuiltIns.value(for: name) {
            ThemeLoader.load(data: Data(json.utf8), fileName: "\(name).json")
        }
    }

    /// The built-in themes parsed so far, by name.
    private static let parsedBuiltIns = Memo<String, Result<Theme, ThemeLoadError>>()

    /// The embedded copy of `Themes/NAME.json`, kept identical to the file by a test.
    static func builtInJSON(named name: String) -> String? {
        switch name {
        case "default": BuiltInDefaultTheme.json
        case "dark": BuiltInDarkTheme.json
        case "high-contrast": BuiltInHighContrastTheme.json
        case "high-contrast-light": BuiltInHighContrastLightTheme.json
        default: nil
        }
    }

    /// Black on white, every variant outlined; the last resort described above.
    static let monochrome: Theme = {
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let white = RGBColor(red: 255, green: 255, blue: 255)
        let chrome = ChromeColors(
            background: white, text: black, mutedText: black, accent: black, error: black, onColorSurface: black)
        return Theme(name: "monochrome", summary: nil, chrome: chrome, metrics: .fallback, variants: [])
    }()
}
