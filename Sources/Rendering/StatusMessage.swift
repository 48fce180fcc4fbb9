/// One line on the status bar: a remark, or an error such as an invalid theme edit.
public struct StatusMessage: Hashable, Sendable {
    /// The message, without the `error: ` prefix the status line adds.
    public var text: String
    /// Whether it reports an error: the status line then shows it bold in the theme's error colour.
    public var isError: Bool

    /// A status message.
    /// - Parameters:
    ///   - text: The message.
    ///   - isError: Whether it reports an error.
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
