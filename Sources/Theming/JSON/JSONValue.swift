/// A parsed JSON value that keeps the order of object members, so problems are reported
/// in the order a designer wrote the tokens and duplicate keys stay visible.
enum JSONValue: Hashable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The JSON kind in words, for messages such as "expected an object, found a number".
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The value of the first member named `key` when this is an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Hashable, Sendable {
    var key: String
    var value: JSONValue
}
