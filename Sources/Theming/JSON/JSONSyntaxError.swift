/// Why a JSON text could not be parsed, and where (1-based line and column, counted in
/// Unicode scalars so the column matches what an editor shows).
struct JSONSyntaxError: Error, Hashable, Sendable {
    var line: Int
    var column: Int
    var reason: String
}
