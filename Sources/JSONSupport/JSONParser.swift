/// A strict RFC 8259 JSON parser for theme and button files.
///
/// Foundation's `JSONSerialization` neither keeps key order nor reports a reliable error
/// position on Linux, and both matter for one-line-per-problem messages. The parser works
/// on bytes, never traps, and refuses nesting deeper than ``maximumDepth`` so a hostile
/// file cannot exhaust the stack. A key repeated in one object is a syntax error: other
/// JSON tools silently keep the last one, so a repeat is almost always a mistake.
public struct JSONParser {
    /// Deeper nesting than any theme needs; guards the recursive descent.
    public static let maximumDepth = 64

    /// Objects with more members than this find a repeated key through a dictionary; fewer
    /// are searched in order, which is faster than hashing every key.
    private static let linearKeySearch = 16

    private let bytes: [UInt8]
    private var offset = 0
    private let keptMembers: (([JSONMember]) -> [JSONMember])?

    private init(bytes: [UInt8], keptMembers: (([JSONMember]) -> [JSONMember])?) {
        self.bytes = bytes
        self.keptMembers = keptMembers
    }

    /// Parses a complete document: one value surrounded by optional whitespace.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - keptMembers: Given each object's members once it is read (duplicates already
    ///     refused), the members kept in the value: a large document's reader drops what it
    ///     never reads, so the value holds only the rest. `nil` keeps every member.
    public static func parse(
        _ bytes: [UInt8], keptMembers: (([JSONMember]) -> [JSONMember])? = nil
    ) -> Result<JSONValue, JSONSyntaxError> {
        var parser = JSONParser(bytes: bytes, keptMembers: keptMembers)
        do {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }  // tolerate a UTF-8 BOM
            parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.offset == bytes.count else {
                throw parser.failure("unexpected text after the end of the document")
            }
            return .success(value)
        } catch let error as JSONSyntaxError {
            return .failure(error)
        } catch {
            return .failure(parser.failure("unreadable input"))
        }
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        guard let byte = peek() else { throw failure("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected character \(describe(byte)), expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        offset += 1  // {
        var members: [JSONMember] = []
        var offsets: [Int] = []
        var keyOffsets: [String: Int] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { offset += 1; return finished(members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in double quotes") }
            let keyOffset = offset
            let key = try parseString()
            let first: Int?
            if members.count < Self.linearKeySearch {
                first = members.firstIndex { $0.key == key }.map { offsets[$0] }
            } else {
                if keyOffsets.isEmpty {
                    for (member, memberOffset) in zip(members, offsets) { keyOffsets[member.key] = memberOffset }
                }
                first = keyOffsets[key]
                keyOffsets[key] = keyOffset
            }
            if let first {
                offset = keyOffset
                throw failure("duplicate key \"\(key)\" (first at line \(position(of: first).line))")
            }
            offsets.append(keyOffset)
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure("expected ':' after member name") }
            offset += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return finished(members)
            case nil: throw failure("unexpected end of input, expected ',' or '}'")
            default: throw failure("expected ',' or '}' after an object member")
            }
        }
    }

    /// The object of `members`, less what the caller does not keep.
    private func finished(_ members: [JSONMember]) -> JSONValue {
        .object(keptMembers.map { $0(members) } ?? members)
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        offset += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { offset += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return .array(elements)
            case nil: throw failure("unexpected end of input, expected ',' or ']'")
            default: throw failure("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func parseString() throws -> String {
        offset += 1  // opening quote
        // Most strings have no escape: their bytes become the string in one validated copy.
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            if bytes[end] == UInt8(ascii: "\"") {
                guard let text = String(validating: bytes[offset..<end], as: UTF8.self) else {
                    offset = end  // where the character-by-character reading reports it
                    throw failure("invalid UTF-8 in string")
                }
                offset = end + 1
                return text
            }
            end += 1
        }
        return try parseEscapedString()
    }

    /// The rest of a string that holds an escape or a control character, read from its
    /// first byte.
    private mutating func parseEscapedString() throws -> String {
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []  // raw UTF-8 between escapes, validated when flushed
        func flush(_ parser: JSONParser) throws {
            guard !run.isEmpty else { return }
            guard let text = String(validating: run, as: UTF8.self) else {
                throw parser.failure("invalid UTF-8 in string")
            }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = peek() else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(self)
                offset += 1
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw failure("control character in string (escape it)")
            default:
                run.append(byte)
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("unterminated escape sequence") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard peek() == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") else {
                    throw failure("unpaired surrogate in \\u escape")
                }
                offset += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw failure("unpaired surrogate in \\u escape") }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw failure("invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw failure("unpaired surrogate in \\u escape") }
            return scalar
        default:
            offset -= 1
            throw failure("invalid escape \\\(describeBare(byte))")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else {
                throw failure("expected four hex digits in \\u escape")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw failure("expected a digit") }
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), Self.isDigit(next) { throw failure("leading zeros are not allowed in numbers") }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let next = peek(), Self.isDigit(next) else {
                throw failure("expected a digit after the decimal point")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let next = peek(), Self.isDigit(next) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw failure("number out of range")
        }
        return value
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let expected = literal.withUTF8Buffer { Array($0) }
        for byte in expected {
            guard let found = peek() else { throw failure("unexpected end of input, expected \(literal)") }
            guard found == byte else { throw failure("unexpected character, expected \(literal)") }
            offset += 1
        }
    }

    // MARK: - Bytes

    private func peek(at distance: Int = 0) -> UInt8? {
        let index = offset + distance
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { offset += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func describe(_ byte: UInt8) -> String { "'\(describeBare(byte))'" }

    private func describeBare(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
    }

    /// An error at the current offset, with line and column counted up to it.
    private func failure(_ reason: String) -> JSONSyntaxError {
        let (line, column) = position(of: offset)
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    /// The 1-based line and column of a byte offset.
    private func position(of offset: Int) -> (line: Int, column: Int) {
        let end = min(offset, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // count scalars, not continuation bytes
            }
        }
        return (line, column)
    }
}
