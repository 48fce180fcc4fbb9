/// The counterparts a theme may name: the theme to show in dark mode and the one to show
/// with Increase Contrast on.
public enum ThemeCounterpart: String, Hashable, Sendable, CaseIterable, Codable {
    /// `appearance` dark.
    case dark
    /// `contrast` increased.
    case increasedContrast
}
