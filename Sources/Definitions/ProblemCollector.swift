import JSONSupport

/// Collects the problems of one file while it is read, and reads JSON members with the
/// path, type and unknown-key checks every reader needs.
struct ProblemCollector {
    let file: String
    private(set) var problems: [DefinitionProblem] = []

    init(file: String) { self.file = file }

    mutating func error(_ path: String, _ message: String) {
        problems.append(DefinitionProblem(file: file, path: path, message: message))
    }

    mutating func warning(_ path: String, _ message: String) {
        problems.append(DefinitionProblem(file: file, path: path, message: message, severity: .warning))
    }

    var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// The members of an object, reporting any key not in `known` (keys in `reportedElsewhere`
    /// get their own message from the caller); `nil` if not an object.
    mutating func object(_ value: JSONValue, at path: String, known: [String], reportedElsewhere: [String] = [])
        -> [JSONMember]?
    {
        guard case .object(let members) = value else {
            error(path.isEmpty ? "(root)" : path, "expected an object, found \(value.kindName)")
            return nil
        }
        for member in members where !known.contains(member.key) && !reportedElsewhere.contains(member.key) {
            error(
                Self.join(path, member.key), "unknown key \"\(member.key)\" (known: \(known.joined(separator: ", ")))")
        }
        return members
    }

    mutating func string(_ value: JSONValue, at path: String) -> String? {
        guard case .string(let text) = value else {
            error(path, "expected a string, found \(value.kindName)")
            return nil
        }
        return text
    }

    mutating func bool(_ value: JSONValue, at path: String) -> Bool? {
        guard case .bool(let flag) = value else {
            error(path, "expected true or false, found \(value.kindName)")
            return nil
        }
        return flag
    }

    mutating func array(_ value: JSONValue, at path: String) -> [JSONValue]? {
        guard case .array(let elements) = value else {
            error(path, "expected an array, found \(value.kindName)")
            return nil
        }
        return elements
    }

    /// A whole number in `range`.
    mutating func integer(_ value: JSONValue, at path: String, in range: ClosedRange<Int>) -> Int? {
        guard case .number(let number) = value, number.rounded() == number, number.magnitude < 1e15 else {
            error(
                path,
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.describe(value))"
            )
            return nil
        }
        guard range.contains(Int(number)) else {
            error(path, "\(Int(number)) is out of range (\(range.lowerBound) to \(range.upperBound))")
            return nil
        }
        return Int(number)
    }

    /// One of `choices`.
    mutating func choice(_ value: JSONValue, at path: String, of choices: [String]) -> String? {
        guard let text = string(value, at: path) else { return nil }
        guard choices.contains(text) else {
            error(path, "\"\(text)\" is not one of \(choices.joined(separator: ", "))")
            return nil
        }
        return text
    }

    static func join(_ path: String, _ key: String) -> String {
        // By bytes: an ASCII letter, digit, `-` or `_` each (Character's Unicode properties
        // cost more, and every member of every button file comes through here).
        let simple =
            !key.isEmpty
            && key.utf8.allSatisfy { byte in
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == 0x2D || byte == 0x5F
            }
        let part = simple ? key : "\"\(key)\""
        return path.isEmpty ? part : "\(path).\(part)"
    }

    static func describe(_ value: JSONValue) -> String {
        if case .number(let number) = value { return "\(number)" }
        return value.kindName
    }
}
