import FoundationEssentials

extension Theme {
    /// The light default theme, parsed from the copy of `Themes/default.json` compiled
    /// into the program, so it works from any directory. A test proves it loads and
    /// matches the file; should it ever fail, a plain black-on-white theme keeps the
    /// program running rather than trapping.
    public static let builtInDefault: Theme = {
        switch ThemeLoader.load(data: Data(BuiltInDefaultTheme.json.utf8), fileName: "default.json") {
        case .success(let theme): theme
        case .failure: monochrome
        }
    }()

    /// Black on white, every variant outlined; the last resort described above.
    static let monochrome: Theme = {
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let white = RGBColor(red: 255, green: 255, blue: 255)
        let chrome = ChromeColors(background: white, text: black, mutedText: black, accent: black, error: black, onColorSurface: black)
        return Theme(name: "monochrome", summary: nil, chrome: chrome, metrics: .fallback, variants: [])
    }()
}
