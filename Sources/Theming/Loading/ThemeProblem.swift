/// One thing wrong with a theme file, printed as one line: `FILE: token.path: what is wrong`.
///
/// `path` is the dotted token path (`theme.color.button.primary.default.background`), or
/// `line L, column C` for invalid JSON, or `(root)` / `(file)` for the document as a whole.
public struct ThemeProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the loader (no directories), e.g. `dark.json`.
    public var file: String
    public var path: String
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// The problem as the one line `themes check` prints.
    public var line: String { "\(file): \(path): \(message)" }

    public var description: String { line }
}
