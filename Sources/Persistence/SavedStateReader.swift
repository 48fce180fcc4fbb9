import ButtonKit
import JSONSupport
import Platform

/// Turns the bytes of a state file into a ``SavedState``, or says in plain words what is
/// wrong: where the JSON breaks (line, column, cause), which field has a bad value
/// (`buttons[1].mode`), or which version wrote it.
enum SavedStateReader {
    /// What reading found.
    enum Outcome: Equatable {
        case state(SavedState)
        case truncated
        case wrongVersion(Int)
        case corrupt(String)
    }

    static func read(_ bytes: [UInt8]) -> Outcome {
        let root: JSONValue
        switch JSONParser.parse(bytes) {
        case .success(let value):
            root = value
        case .failure(let error):
            // Whatever broke, breaking at the very end means the file stops early.
            let end = endPosition(of: bytes)
            if error.reason.hasPrefix("unexpected end of input") || error.reason.hasPrefix("unterminated")
                || (error.line == end.line && error.column == end.column)
            {
                return .truncated
            }
            let place = "line \(error.line), column \(error.column)"
            // A number too large for any field is still valid JSON: say what it is.
            if error.reason == "number out of range" { return .corrupt("\(place): number out of range") }
            return .corrupt("not valid JSON at \(place): \(shortened(error.reason))")
        }
        guard case .object = root else { return .corrupt("expected a JSON object, found \(root.kindName)") }
        switch root["version"] {
        case .number(let version)?:
            guard version == version.rounded(), abs(version) < 1e15 else {
                return .corrupt("version: expected a whole number")
            }
            if Int(version) != SavedState.currentVersion { return .wrongVersion(Int(version)) }
        case let other?:
            return .corrupt("version: expected a number, found \(other.kindName)")
        case nil:
            return .corrupt("missing field version")
        }
        do {
            return .state(try JSONDecoder().decode(SavedState.self, from: Data(bytes)))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            // Foundation on Linux calls a number that fits no field "not valid JSON" and
            // gives no path; every number in a saved state is a whole one of 32 bits.
            return .corrupt(unfitNumber(in: root, path: "") ?? "not readable as a saved state")
        } catch {
            return .corrupt(describe(error))
        }
    }

    /// The first number that is not a whole number in `0...UInt32.max`, as
    /// `PATH: what is wrong`, searching depth first in file order.
    static func unfitNumber(in value: JSONValue, path: String) -> String? {
        switch value {
        case .number(let number):
            if number != number.rounded() { return "\(path): expected a whole number" }
            return (0...Double(UInt32.max)).contains(number) ? nil : "\(path): number out of range"
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = unfitNumber(in: element, path: "\(path)[\(index)]") { return found }
            }
            return nil
        case .object(let members):
            for member in members {
                let inner = path.isEmpty ? member.key : "\(path).\(member.key)"
                if let found = unfitNumber(in: member.value, path: shortened(inner)) { return found }
            }
            return nil
        default:
            return nil
        }
    }

    /// The line and column just past the last byte, counted as the JSON parser counts
    /// them (lines by line feed, columns by Unicode scalar).
    static func endPosition(of bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// Keeps a message one short line when it quotes a long key from the file.
    static func shortened(_ text: String, limit: Int = 120) -> String {
        text.count <= limit ? text : text.prefix(limit - 1) + "…"
    }

    /// A decoding error as `FIELD: what is wrong`, with the field written as in JSON
    /// paths: `buttons[1].mode`.
    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing field \(fieldPath(context.codingPath + [key]))"
        case DecodingError.valueNotFound(_, let context):
            return "\(fieldPath(context.codingPath)): missing value"
        case DecodingError.typeMismatch(let type, let context):
            return "\(fieldPath(context.codingPath)): expected \(kindName(of: type))"
        case DecodingError.dataCorrupted(let context):
            let path = fieldPath(context.codingPath)
            let detail = context.debugDescription.lowercased()
            if detail.contains("not representable") || detail.contains("does not fit")
                || detail.contains("out of range")
            {
                return "\(path): number out of range"
            }
            if detail.contains("cannot initialize") || detail.contains("invalid") {
                return "\(path): unknown value"
            }
            return "\(path): bad value"
        default:
            return "not readable as a saved state"
        }
    }

    /// `buttons[1].mode` for the coding path buttons, Index 1, mode; `(root)` when empty.
    static func fieldPath(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "(root)" : text
    }

    /// A Swift type in JSON words: "a number", "a string".
    static func kindName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is UInt32.Type, is Double.Type, is Int64.Type, is UInt64.Type: "a number"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "a value of another kind"
        }
    }
}
