/// Why a JSON text could not be parsed, and where (1-based line and column, counted in
/// Unicode scalars so the column matches what an editor shows).
public struct JSONSyntaxError: Error, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var reason: String

    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }
}
