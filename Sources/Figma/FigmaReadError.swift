/// Why a saved Figma response could not be read: one line naming the JSON path
/// (`nodes["1:2"].document.children[0].fills[0].color.r`), `line L, column C` for text
/// that is not JSON, or `(file)`.
public struct FigmaReadError: Error, Hashable, Sendable {
    /// Where the problem is.
    public var path: String
    /// What is wrong, in one phrase.
    public var message: String

    /// A problem at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, the line printed after the file's name.
    public var line: String { "\(path): \(message)" }
}
