/// A parsed JSON value that keeps the order of object members, so problems are reported
/// in the order a designer wrote the tokens (``JSONParser`` refuses a repeated key).
public enum JSONValue: Hashable, Sendable {
    /// An object, its members in the order the file wrote them.
    case object([JSONMember])
    /// An array.
    case array([JSONValue])
    /// A string, its escapes already decoded.
    case string(String)
    /// A number, held as a `Double` however it was written (`1`, `1.0`, `1e0`).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The JSON kind in words, for messages such as "expected an object, found a number".
    public var kindName: String {
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
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The member's name, its escapes decoded.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    /// - Parameters:
    ///   - key: The member's name.
    ///   - value: Its value.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
