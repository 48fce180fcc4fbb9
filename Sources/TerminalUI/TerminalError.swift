/// Why the terminal cannot be used, as one line a person can act on (for example
/// `button-sim: TERM is not set; set it to your terminal type, e.g. TERM=xterm-256color`).
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong and what to do about it, in one line.
    public var message: String

    /// - Parameter message: one line a person can act on.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
