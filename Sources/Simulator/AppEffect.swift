import ButtonKit

/// Work for the runtime: the engine's effects plus loading a theme.
public enum AppEffect: Hashable, Sendable {
    /// An effect of the engine's reducer, passed through unchanged.
    case engine(Effect)
    /// Load the named theme and answer with `themeLoaded` or `themeFailed`.
    case loadTheme(String)
}
