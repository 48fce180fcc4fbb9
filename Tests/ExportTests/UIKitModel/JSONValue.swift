/// A JSON value, parsed by a small reader: enough for an asset catalog's `Contents.json`.
enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value of `text`, `nil` when it is not JSON.
    static func parse(_ text: String) -> JSONValue? {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.index == reader.scalars.count ? value : nil
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The elements of an array, else none.
    var elements: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return []
    }

    /// The text of a string.
    var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A cursor over the text's scalars.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func skipSpace() {
            while index < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[index]) { index += 1 }
        }

        mutating func value() -> JSONValue? {
            skipSpace()
            guard index < scalars.count else { return nil }
            switch scalars[index] {
            case "{": return object()
            case "[": return array()
            case "\"": return string().map { .string($0) }
            case "t": return word("true", .bool(true))
            case "f": return word("false", .bool(false))
            case "n": return word("null", .null)
            default: return number()
            }
        }

        mutating func word(_ word: String, _ value: JSONValue) -> JSONValue? {
            let end = index + word.unicodeScalars.count
            guard end <= scalars.count, String(String.UnicodeScalarView(scalars[index..<end])) == word else {
                return nil
            }
            index = end
            return value
        }

        mutating func number() -> JSONValue? {
            let start = index
            while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
            return Double(String(String.UnicodeScalarView(scalars[start..<index]))).map { .number($0) }
        }

        mutating func string() -> String? {
            index += 1
            var text = String.UnicodeScalarView()
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { return String(text) }
                guard scalar == "\\" else {
                    text.append(scalar)
                    continue
                }
                guard index < scalars.count else { return nil }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "b": text.append("\u{8}")
                case "f": text.append("\u{c}")
                case "u":
                    guard index + 4 <= scalars.count,
                        let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
                        let decoded = Unicode.Scalar(code)
                    else { return nil }
                    index += 4
                    text.append(decoded)
                default: text.append(escaped)
                }
            }
            return nil
        }

        mutating func array() -> JSONValue? {
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if index < scalars.count, scalars[index] == "]" {
                index += 1
                return .array(elements)
            }
            while true {
                guard let element = value() else { return nil }
                elements.append(element)
                skipSpace()
                guard index < scalars.count else { return nil }
                index += 1
                if scalars[index - 1] == "]" { return .array(elements) }
                if scalars[index - 1] != "," { return nil }
            }
        }

        mutating func object() -> JSONValue? {
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if index < scalars.count, scalars[index] == "}" {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < scalars.count, scalars[index] == "\"", let key = string() else { return nil }
                skipSpace()
                guard index < scalars.count, scalars[index] == ":" else { return nil }
                index += 1
                guard let member = value() else { return nil }
                members[key] = member
                skipSpace()
                guard index < scalars.count else { return nil }
                index += 1
                if scalars[index - 1] == "}" { return .object(members) }
                if scalars[index - 1] != "," { return nil }
            }
        }
    }
}
