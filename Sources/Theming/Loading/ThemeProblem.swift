/// One thing wrong with a theme file, printed as one line: `FILE: token.path: what is wrong`.
///
/// `path` is the dotted token path (`theme.color.button.primary.default.background`), or
/// `line L, column C` for invalid JSON, or `(root)` / `(file)` for the document as a whole.
public struct ThemeProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the loader (no directories), e.g. `dark.json`.
    public var file: String
    /// The dotted token path, `line L, column C`, `(root)` or `(file)`.
    public var path: String
    /// What is wrong, in words.
    public var message: String

    /// A problem found in a theme file.
    /// - Parameters:
    ///   - file: The file name, without directories.
    ///   - path: Where in the file.
    ///   - message: What is wrong.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// The problem as the one line `themes check` prints.
    public var line: String { "\(file): \(path): \(message)" }

    /// The same one line as ``line``.
    public var description: String { line }
}
