import ButtonKit

/// A title that shows counters (`"♡ Like · {likes}"`), as an iOS engineer localizes one:
/// the Swift interpolates each counter, formatted for the user's locale
/// (`\(likes.formatted())`), and the catalog holds a format string with `%@` in its place
/// (`%1$@`, `%2$@` when there are several, so a translation may reorder them).
struct CounterTemplate {
    /// A piece of a title: text, or a counter's name.
    enum Piece: Equatable {
        case text(String)
        case counter(String)
    }

    /// The counters the development text shows, in order: the interpolations' arguments.
    let arguments: [String]

    /// The pieces of `text`: `{NAME}` for each NAME in `counters` (other braces are text),
    /// as the simulator reads them.
    static func pieces(_ text: String, counters: Set<String>) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                counters.contains(String(rest[afterOpen..<close]))
            else {
                literal.append("{")
                rest = rest[afterOpen...]
                continue
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.counter(String(rest[afterOpen..<close])))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }

    /// The catalog's format string for one locale's text: counters as `%@` or `%N$@`
    /// (N: where the counter first comes in the development text), `%` as `%%`.
    func format(_ text: String, counters: Set<String>) -> String {
        Self.pieces(text, counters: counters).map { piece in
            switch piece {
            case .text(let text): text.map { $0 == "%" ? "%%" : String($0) }.joined()
            case .counter(let name):
                arguments.count == 1
                    ? "%@" : arguments.firstIndex(of: name).map { "%\($0 + 1)$@" } ?? "{\(name)}"
            }
        }.joined()
    }

    /// The Swift string literal with interpolations: `"♡ Like · \(likes.formatted())"`.
    /// - Parameters:
    ///   - pieces: The development text's pieces.
    ///   - member: The Swift name of a counter.
    static func interpolated(_ pieces: [Piece], member: (String) -> String) -> String {
        "\""
            + pieces.map { piece in
                switch piece {
                case .text(let text): String(SwiftNames.literal(text).dropFirst().dropLast())
                case .counter(let name): "\\(\(member(name)).formatted())"
                }
            }.joined() + "\""
    }
}
