/// Why a JSON text could not be parsed, and where (1-based line and column, counted in
/// Unicode scalars so the column matches what an editor shows).
public struct JSONSyntaxError: Error, Hashable, Sendable {
    /// The 1-based line of the offending character.
    public var line: Int
    /// The 1-based column on that line, in Unicode scalars.
    public var column: Int
    /// What is wrong, in a few words, such as `expected ',' or '}' after an object member`.
    public var reason: String

    /// Creates an error at a position.
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, in Unicode scalars.
    ///   - reason: What is wrong.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }
}
