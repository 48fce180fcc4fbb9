import ButtonKit

/// A parsed `play --keys` script (DESIGN.md section 4): space-separated tokens, each a
/// printable character, a named key, `wait:DURATION`, `resize:COLSxROWS` or `click:COL,ROW`.
/// The whole script is parsed before anything runs, so a bad token applies nothing.
public struct PlayScript: Hashable, Sendable {
    /// One step of a script.
    public enum Step: Hashable, Sendable {
        case input(InputEvent)
        case wait(Duration)
        /// Press and release at a cell.
        case click(column: Int, row: Int)
    }

    /// A token that could not be read, with its 1-based position.
    public struct ParseError: Error, Hashable, Sendable {
        public var token: String
        public var position: Int
        public var reason: String
        public var message: String { "token \(position) '\(token)': \(reason)" }
    }

    public static let namedKeys: [String: Key] = [
        "space": .space, "enter": .enter, "tab": .tab, "backtab": .backtab, "esc": .escape,
        "up": .up, "down": .down, "left": .left, "right": .right,
    ]

    /// The longest a single `wait:` may be.
    public static let longestWait: Duration = .seconds(3600)

    public var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }

    public init(parsing script: String) throws(ParseError) {
        var steps: [Step] = []
        let tokens = script.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        for (index, token) in tokens.enumerated() {
            steps.append(try Self.step(token, position: index + 1))
        }
        self.steps = steps
    }

    static func step(_ token: String, position: Int) throws(ParseError) -> Step {
        func fail(_ reason: String) -> ParseError { ParseError(token: token, position: position, reason: reason) }
        if let key = namedKeys[token] { return .input(.key(key)) }
        if token.count == 1, let character = token.first {
            guard character.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value != 0x7F }) else {
                throw fail("not a printable key")
            }
            return .input(.key(.character(character)))
        }
        if token.hasPrefix("wait:") {
            guard let duration = parseDuration(String(token.dropFirst(5))) else {
                throw fail("expected a duration such as wait:1.5s or wait:200ms")
            }
            guard duration <= longestWait else { throw fail("waits are at most 3600s") }
            return .wait(duration)
        }
        if token.hasPrefix("resize:") {
            guard let size = TerminalSize(parsing: String(token.dropFirst(7))) else {
                throw fail("expected resize:COLSxROWS with sizes 1...1000, such as resize:100x30")
            }
            return .input(.resize(columns: size.columns, rows: size.rows))
        }
        if token.hasPrefix("click:") {
            let parts = token.dropFirst(6).split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let column = Int(parts[0]), let row = Int(parts[1]),
                  (0...1000).contains(column), (0...1000).contains(row) else {
                throw fail("expected click:COL,ROW with 0-based cells, such as click:5,3")
            }
            return .click(column: column, row: row)
        }
        throw fail("unknown token (keys are single characters or one of \(namedKeys.keys.sorted().joined(separator: " ")))")
    }

    /// `1.5s`, `200ms`, `2s`; `nil` for anything else or a negative value.
    static func parseDuration(_ text: String) -> Duration? {
        let (number, scale): (Substring, Double) = if text.hasSuffix("ms") {
            (text.dropLast(2), 1)
        } else if text.hasSuffix("s") {
            (text.dropLast(1), 1000)
        } else {
            ("", 0)
        }
        guard !number.isEmpty, let value = Double(number), value.isFinite, value >= 0, value <= 1e7 else { return nil }
        return .milliseconds(Int64((value * scale).rounded()))
    }
}
