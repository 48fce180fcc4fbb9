import Theming

/// The json `themes check --format json` prints.
struct ThemeCheckDocument: Encodable {
    /// Whether every file is valid (the exit status is 0 exactly then).
    var valid: Bool
    var files: [ThemeCheck]
}
