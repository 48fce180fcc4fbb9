/// One line on the status bar: a remark, or an error such as an invalid theme edit.
public struct StatusMessage: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
