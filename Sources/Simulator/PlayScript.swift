import ButtonKit
import Escaping

/// A parsed `play` script (docs/command-line.md): tokens separated by spaces, tabs or line
/// breaks, each a printable character, a named key, `wait:DURATION`, `resize:COLSxROWS` or
/// `click:COL,ROW`, `press:COL,ROW`, `move:COL,ROW`, `release:COL,ROW` for drags,
/// `event:NAME` for a declared event sent to the target, `expect:BUTTON.FIELD=VALUE` (and
/// `expect:event=NAME`) to check what shows, `mark:"LABEL"` for a marker and `say:"TEXT"`
/// for a caption. A double-quoted value after `:` or `=` may hold spaces (`\"` and `\\` inside).
/// Numbers are strict decimals (digits only: no sign, no leading zero, no hex, no exponent). The whole script is parsed before anything runs, so a bad token
/// applies nothing, and its total virtual time is bounded so no script runs for long.
public struct PlayScript: Hashable, Sendable {
    /// One step of a script.
    public enum Step: Hashable, Sendable {
        case input(InputEvent)
        case wait(Duration)
        /// Press and release at a cell.
        case click(column: Int, row: Int)
        /// `event:NAME`: a declared event sent to the target button.
        case event(String)
        /// `expect:...`: a check, with its token and 1-based position for the message.
        case expect(ScriptExpectation, token: String, position: Int)
        /// `mark:"LABEL"`: a marker (a recording's marker, a presenter's step).
        case mark(String)
        /// `say:"TEXT"`: a caption (shown when presenting; `play` has no caption line).
        case say(String)
    }

    /// A token that could not be read, with its 1-based position.
    public struct ParseError: Error, Hashable, Sendable {
        /// The token as written.
        public var token: String
        /// Its 1-based place in the script.
        public var position: Int
        /// What is wrong, with the limits.
        public var reason: String
        /// One line; the token is shown with control characters escaped and cut short.
        public var message: String { "token \(position) '\(Self.shown(token))': \(reason)" }

        /// A token as it may be printed: at most 40 characters, control characters spelled
        /// out by the one escaping rule every message uses.
        static func shown(_ token: String) -> String {
            let cut = token.count > 40 ? String(token.prefix(40)) + "…" : token
            return ControlCharacterEscaping.escaped(cut)
        }
    }

    /// The pointer tokens: a click (press and release), or the three parts of a drag.
    static let pointerPrefixes = ["click:", "press:", "move:", "release:"]

    /// The step of a pointer token at a cell.
    static func pointerStep(_ prefix: String, column: Int, row: Int) -> Step {
        switch prefix {
        case "press:": .input(.mousePress(column: column, row: row))
        case "move:": .input(.mouseMove(column: column, row: row))
        case "release:": .input(.mouseRelease(column: column, row: row))
        default: .click(column: column, row: row)
        }
    }

    /// The keys written as words.
    public static let namedKeys: [String: Key] = [
        "space": .space, "enter": .enter, "tab": .tab, "backtab": .backtab, "esc": .escape,
        "up": .up, "down": .down, "left": .left, "right": .right,
    ]

    /// The longest a single `wait:` may be.
    public static let longestWait: Duration = .seconds(3600)
    /// The most virtual time a whole script may take.
    public static let longestScript: Duration = .seconds(24 * 3600)
    /// Cells in `click:` and sizes in `resize:` go up to this.
    public static let largestCell = 1000

    /// The steps in order.
    public var steps: [Step]

    /// A script of these steps.
    public init(steps: [Step]) { self.steps = steps }

    /// Parses a whole script; the first bad token stops it with a ``ParseError``.
    public init(parsing script: String) throws(ParseError) {
        var steps: [Step] = []
        var total: Duration = .zero
        let tokens = try Self.tokens(of: script)
        // A script repeats a few tokens many times: each is read once. An `expect:` step
        // carries its position, so it is read at each.
        var known: [String: Step] = [:]
        for (index, token) in tokens.enumerated() {
            let step: Step
            if let seen = known[token] {
                step = seen
            } else {
                step = try Self.step(token, position: index + 1)
                if case .expect = step {} else { known[token] = step }
            }
            if case .wait(let duration) = step {
                total += duration
                guard total <= Self.longestScript else {
                    throw ParseError(
                        token: String(token), position: index + 1,
                        reason:
                            "the script would wait more than \(Self.longestScript.components.seconds)s (24 h) in all")
                }
            }
            steps.append(step)
        }
        self.steps = steps
    }

    static func step(_ token: String, position: Int) throws(ParseError) -> Step {
        func fail(_ reason: String) -> ParseError { ParseError(token: token, position: position, reason: reason) }
        if let key = namedKeys[token] { return .input(.key(key)) }
        if token.count == 1, let character = token.first {
            guard isPrintable(character) else {
                throw fail("not a printable key (control and format characters are not keys)")
            }
            return .input(.key(.character(character)))
        }
        if token.hasPrefix("wait:") {
            // Worded only for a failure: a script may hold a hundred thousand waits.
            var limit: String { "\(longestWait.components.seconds)s" }
            guard let duration = parseDuration(token.dropFirst(5)) else {
                throw fail(
                    "expected a duration: a decimal number of s (up to 3 decimals) or ms, at most \(limit), such as wait:1.5s or wait:200ms"
                )
            }
            guard duration <= longestWait else { throw fail("waits are at most \(limit)") }
            return .wait(duration)
        }
        if token.hasPrefix("mark:") || token.hasPrefix("say:") {
            let isMark = token.hasPrefix("mark:")
            let name = isMark ? "mark" : "say"
            guard let text = unquoted(token.dropFirst(isMark ? 5 : 4)), !text.isEmpty, text.count <= 200 else {
                throw fail(
                    "expected \(name):\"TEXT\" with 1...200 characters in double quotes, such as \(name):\"Loading\"")
            }
            return isMark ? .mark(text) : .say(text)
        }
        if token.hasPrefix("expect:") {
            let body = token.dropFirst(7)
            let equals = body.firstIndex(of: "=")
            let subject = String(equals.map { body[..<$0] } ?? body)
            let value = equals.flatMap { unquoted(body[body.index(after: $0)...]) }
            switch ScriptExpectation.parse(subject, value: value) {
            case .success(let expectation): return .expect(expectation, token: token, position: position)
            case .failure(let problem): throw fail(problem.reason)
            }
        }
        if token.hasPrefix("event:") {
            let name = String(token.dropFirst(6))
            guard NameRule.event.fits(name) else {
                throw fail("expected event:NAME with an event the target button declares, such as event:fail")
            }
            return .event(name)
        }
        if token.hasPrefix("resize:") {
            guard let size = TerminalSize(parsing: String(token.dropFirst(7))) else {
                throw fail("expected resize:COLSxROWS with decimal sizes 1...\(largestCell), such as resize:100x30")
            }
            return .input(.resize(columns: size.columns, rows: size.rows))
        }
        for prefix in Self.pointerPrefixes where token.hasPrefix(prefix) {
            let parts = token.dropFirst(prefix.count).split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let column = StrictNumber.parse(parts[0], in: 0...largestCell),
                let row = StrictNumber.parse(parts[1], in: 0...largestCell)
            else {
                throw fail(
                    "expected \(prefix)COL,ROW with decimal 0-based cells 0...\(largestCell), such as \(prefix)5,3")
            }
            return Self.pointerStep(prefix, column: column, row: row)
        }
        throw fail(
            "unknown token (keys are single printable characters or one of \(namedKeys.keys.sorted().joined(separator: " ")))"
        )
    }

    /// The tokens of a script: separated by spaces, tabs and line breaks, except inside
    /// double quotes that open a value (after `:` or `=`); an unclosed quote is an error at
    /// the token it opens.
    static func tokens(of script: String) throws(ParseError) -> [String] {
        if let tokens = try asciiTokens(of: script) { return tokens }
        var tokens: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in script {
            if inQuotes {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
            } else if character == " " || character == "\t" || character == "\n" || character == "\r"
                || character == "\r\n"
            {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                // A quote opens a quoted value only right after `:` or `=` (`mark:"A b"`,
                // `expect:x.title="A b"`); a lone `"` stays the key it always was.
                if character == "\"", current.last == ":" || current.last == "=" { inQuotes = true }
                current.append(character)
            }
        }
        if inQuotes {
            throw ParseError(token: current, position: tokens.count + 1, reason: "the quote is not closed")
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// ``tokens(of:)`` of an all-ASCII script, read byte by byte (a script is mostly
    /// ASCII, and bytes are quicker to read than characters); `nil` for any other script.
    /// In ASCII every character is one byte but CR LF, which both read as a separator.
    private static func asciiTokens(of script: String) throws(ParseError) -> [String]? {
        let bytes = Array(script.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var tokens: [String] = []
        var start: Int?
        var inQuotes = false
        var escaped = false
        for (index, byte) in bytes.enumerated() {
            if inQuotes {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inQuotes = false
                }
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                if let first = start { tokens.append(String(decoding: bytes[first..<index], as: UTF8.self)) }
                start = nil
            } else {
                // As in `tokens(of:)`: a quote opens a value only right after `:` or `=`.
                if byte == UInt8(ascii: "\""), let first = start, first < index,
                    bytes[index - 1] == UInt8(ascii: ":") || bytes[index - 1] == UInt8(ascii: "=")
                {
                    inQuotes = true
                }
                if start == nil { start = index }
            }
        }
        let rest = start.map { String(decoding: bytes[$0...], as: UTF8.self) }
        if inQuotes {
            throw ParseError(token: rest ?? "", position: tokens.count + 1, reason: "the quote is not closed")
        }
        if let rest { tokens.append(rest) }
        return tokens
    }

    /// A value as written after `:` or `=`: a bare word, or text in double quotes with
    /// `\"` and `\\` inside; `nil` for anything else (a quote left open, text after it).
    static func unquoted(_ text: Substring) -> String? {
        guard text.first == "\"" else { return text.contains("\"") ? nil : String(text) }
        var result = ""
        var escaped = false
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if escaped {
                guard character == "\"" || character == "\\" else { return nil }
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return text.index(after: index) == text.endIndex ? result : nil
            } else {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `1.5s`, `200ms`, `2s`, `0.125s`: a strict decimal with at most 3 decimals for
    /// seconds and none for milliseconds; `nil` for anything else. Values beyond
    /// ``longestWait`` come back as they are (bounded, so they cannot overflow) for the
    /// caller to refuse with the limit.
    static func parseDuration(_ text: Substring) -> Duration? {
        if text.hasSuffix("ms") {
            guard let milliseconds = StrictNumber.parse(text.dropLast(2), in: 0...Int(Int32.max)) else {
                return StrictNumber.isTooLarge(text.dropLast(2)) ? longestWait + .milliseconds(1) : nil
            }
            return .milliseconds(milliseconds)
        }
        guard text.hasSuffix("s") else { return nil }
        let number = text.dropLast()
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first else { return nil }
        guard let seconds = StrictNumber.parse(whole, in: 0...Int(Int32.max)) else {
            return StrictNumber.isTooLarge(whole) && (parts.count == 1 || StrictNumber.isDigits(parts[1]))
                ? longestWait + .milliseconds(1) : nil
        }
        var milliseconds = 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...3).contains(fraction.count), StrictNumber.isDigits(fraction), let value = Int(fraction) else {
                return nil
            }
            milliseconds = value * [100, 10, 1][fraction.count - 1]
        }
        return .seconds(seconds) + .milliseconds(milliseconds)
    }

    /// A character that shows as itself: no control, format, separator, private-use,
    /// unassigned or lone combining character (U+0085 is a control character).
    static func isPrintable(_ character: Character) -> Bool {
        // ASCII without looking up Unicode properties: `!` to `~` show as themselves, the
        // controls, space and DEL do not.
        if let ascii = character.asciiValue { return (0x21...0x7E).contains(ascii) }
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default:
            return character.unicodeScalars.allSatisfy { scalar in
                let category = scalar.properties.generalCategory
                return category != .control && category != .unassigned && category != .surrogate
            }
        }
    }
}
