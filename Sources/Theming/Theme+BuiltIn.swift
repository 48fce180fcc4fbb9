import ButtonKit
import Platform

extension Theme {
    /// The names of the themes compiled into the program, in the order `t` cycles them.
    public static let builtInNames = [builtInDefaultName, "dark", "high-contrast", "high-contrast-light"]

    /// The name of the light default theme, known without building it: a theme file of this
    /// name in a theme folder replaces it, and is then the only one read at start.
    public static let builtInDefaultName = "default"

    /// The light default theme, `Themes/default.json` as the loader makes it, compiled in
    /// as a Swift value (``ThemeSourceWriter``), so it works from any directory and a start
    /// does not parse it.
    public static let builtInDefault: Theme = {
        switch builtIn(named: builtInDefaultName) {
        case .success(let theme)?: theme
        default: BuiltInDefaultTheme.theme()
        }
    }()

    /// A theme compiled into the program (see ``builtInNames``), built from its generated
    /// value the first time it is asked for and shared after (start-up asks for the default
    /// twice: as the fallback and as the theme shown); `nil` for any other name. It is
    /// always a success: the shipped files loaded without problems when they were generated.
    public static func builtIn(named name: String) -> Result<Theme, ThemeLoadError>? {
        let make: (() -> Theme)? =
            switch name {
            case "default": BuiltInDefaultTheme.theme
            case "dark": BuiltInDarkTheme.theme
            case "high-contrast": BuiltInHighContrastTheme.theme
            case "high-contrast-light": BuiltInHighContrastLightTheme.theme
            default: nil
            }
        guard let make else { return nil }
        return builtIns.value(for: name) { .success(make()) }
    }

    /// The built-in themes built so far, by name.
    private static let builtIns = Memo<String, Result<Theme, ThemeLoadError>>()
}
