/// Why a token's `$value` does not fit its type; the loader prefixes the file and path.
struct TokenValueError: Error, Hashable, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}
