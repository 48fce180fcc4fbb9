import ButtonKit
import Platform

extension Theme {
    /// The counterparts of the shipped themes: the default theme's dark mode is the dark
    /// theme; Increase Contrast keeps the appearance, so the light themes' is the light
    /// high-contrast theme and the dark themes' the (dark) high-contrast theme. They pair by
    /// name, built in or read from a file of that name (then the counterpart's file beside
    /// it is read, if there is one).
    public static let builtInCounterparts: [String: [ThemeCounterpart: String]] = [
        "default": [.dark: "dark", .increasedContrast: "high-contrast-light"],
        "dark": [.increasedContrast: "high-contrast"],
        "high-contrast-light": [.dark: "high-contrast"],
    ]

    /// The theme to show for `kind`: the one the manifest names, or for a built-in theme
    /// its shipped pair; `nil` when there is none.
    /// - Parameter kind: Dark or increased contrast.
    public func counterpart(_ kind: ThemeCounterpart) -> Theme? {
        if let named = counterparts[kind] { return named }
        guard let name = Self.builtInCounterparts[self.name]?[kind], sourceFiles.count <= 1 else { return nil }
        if let file = sourceFiles.first {
            let sibling = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("\(name).json")
            if FileManager.default.fileExists(atPath: sibling.path),
                case .success(let theme) = ThemeLoader.load(contentsOf: sibling)
            {
                return theme
            }
        }
        guard case .success(let theme)? = Self.builtIn(named: name) else { return nil }
        return theme
    }

    /// The theme an environment shows: the dark counterpart in dark mode, then the
    /// increased-contrast counterpart of the theme of that appearance with Increase
    /// Contrast on (a light theme's is a light page, a dark theme's a dark one, as the app
    /// shows them); each one missing leaves the theme as it was and is listed.
    /// - Parameter environment: The environment.
    public func resolved(for environment: DisplayEnvironment) -> (theme: Theme, missing: [ThemeCounterpart]) {
        var theme = self
        var missing: [ThemeCounterpart] = []
        if environment.appearance == .dark {
            if let dark = counterpart(.dark) { theme = dark } else { missing.append(.dark) }
        }
        if environment.contrast == .increased {
            if let increased = theme.counterpart(.increasedContrast) {
                theme = increased
            } else {
                missing.append(.increasedContrast)
            }
        }
        return (theme, missing)
    }
}
