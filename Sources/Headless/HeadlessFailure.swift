import Simulator

/// Why a headless job stopped: the lines it has for standard error, each printed as one
/// `button-sim: ` message, and the exit code the command ends with.
public struct HeadlessFailure: Error, Equatable, Sendable {
    /// The messages, in order; a message may hold several lines (a button file's errors).
    public var messages: [String]
    /// The exit code: 1 for a failed job, 3 for a theme, 64 for a bad argument.
    public var exitCode: Int32

    /// A failure with these messages and exit code.
    /// - Parameters:
    ///   - messages: The messages, in order.
    ///   - exitCode: The exit code.
    public init(_ messages: [String], exitCode: Int32 = 1) {
        self.messages = messages
        self.exitCode = exitCode
    }

    /// A failure with one message.
    /// - Parameters:
    ///   - message: The message.
    ///   - exitCode: The exit code (default 1).
    public init(_ message: String, exitCode: Int32 = 1) {
        self.init([message], exitCode: exitCode)
    }

    /// The start-up problem's lines with its documented exit code.
    /// - Parameter error: A board, theme or state-file problem.
    public init(_ error: LaunchError) {
        self.init([error.message], exitCode: error.exitCode)
    }

    /// A bad argument the parser could not see (an unknown button id): exit 64.
    /// - Parameter message: The message.
    public static func invalidArgument(_ message: String) -> HeadlessFailure {
        HeadlessFailure(message, exitCode: 64)
    }
}
