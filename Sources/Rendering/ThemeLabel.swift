/// The name the screen gives a theme read from a file when other theme files share its
/// name: `tokens (b/)`, with as much of its path as tells them apart.
public struct ThemeLabel: Hashable, Sendable {
    /// The file the theme was read from, as the loaded theme records it first.
    public var file: String
    /// The name shown.
    public var text: String

    /// The label `text` for the theme read from `file`.
    /// - Parameters:
    ///   - file: the theme's file (its manifest, for a manifest).
    ///   - text: the name shown.
    public init(file: String, text: String) {
        self.file = file
        self.text = text
    }
}
