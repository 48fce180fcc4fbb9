import JSONSupport

/// A DTCG 2025.10 `$ref`: a JSON Pointer (RFC 6901) into the token documents, such as
/// `#/color/blue/$value/components/0`. The segments before `$value` name a token; those
/// after it reach into the token's (resolved) value. A pointer with no `$value` names a
/// whole token, which is the same as the alias `{color.blue}`.
struct JSONPointerReference: Hashable, Sendable {
    /// The token's dotted path (`color.blue`, `color.accent.$root`).
    var token: String
    /// The members and indices after `$value`.
    var inside: [String]

    /// The pointer in `value` when it is an object holding only `$ref`; `nil` otherwise.
    static func reference(in value: JSONValue) -> Result<JSONPointerReference, TokenValueError>? {
        guard case .object(let members) = value, members.count == 1, members[0].key == "$ref" else { return nil }
        guard case .string(let pointer) = members[0].value else {
            return .failure(
                TokenValueError(
                    "$ref must be a JSON Pointer string such as \"#/color/blue\", found \(members[0].value.quoted(limit: 40))"
                ))
        }
        return parse(pointer)
    }

    static func parse(_ pointer: String) -> Result<JSONPointerReference, TokenValueError> {
        guard pointer.hasPrefix("#/"), pointer.count > 2 else {
            return .failure(
                TokenValueError(
                    "$ref \(JSONLiteral.string(pointer)) is not a pointer into the token files (write \"#/group/token\" or \"#/group/token/$value/...\")"
                ))
        }
        let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
        if let index = segments.firstIndex(of: "$value") {
            guard index > 0 else {
                return .failure(TokenValueError("$ref \(JSONLiteral.string(pointer)) names no token before $value"))
            }
            return .success(
                JSONPointerReference(
                    token: segments[..<index].joined(separator: "."), inside: Array(segments[(index + 1)...])))
        }
        return .success(JSONPointerReference(token: segments.joined(separator: "."), inside: []))
    }

    /// The part of `value` the segments after `$value` reach, or `nil`.
    func reach(into value: JSONValue) -> JSONValue? {
        var current = value
        for segment in inside {
            switch current {
            case .object:
                guard let next = current[segment] else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}
