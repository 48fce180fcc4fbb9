import JSONSupport

/// One token: an object with `$value`, flattened to its dotted path.
struct DesignToken: Hashable, Sendable {
    /// `theme.color.button.primary.default.background`; a group's `$root` token is
    /// `group.$root`, as DTCG writes references to it.
    var path: String
    /// The file the token comes from, as the loader names it in problems.
    var file: String
    /// The token's own `$type`, if it names a known type.
    var ownType: TokenType?
    /// The nearest enclosing group's `$type`, which DTCG lets tokens inherit.
    var groupType: TokenType?
    var value: JSONValue
    var description: String?
    /// The token or a group above it gave a `$type` the loader refused, which has been
    /// reported; a missing type is then not reported a second time.
    var typeRefused = false
    /// `$deprecated`: `true`, or the explanation the file gives.
    var deprecation: String?

    /// The declared type: the token's own, else the group's.
    var declaredType: TokenType? { ownType ?? groupType }

    /// The alias target path when the value is exactly `{group.token}`.
    var aliasTarget: String? { Self.aliasTarget(of: value) }

    static func aliasTarget(of value: JSONValue) -> String? {
        // Byte by byte: every token of every theme is asked at each load.
        guard case .string(let text) = value else { return nil }
        let bytes = text.utf8
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        guard bytes.count >= 2, bytes.first == open, bytes.last == close else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == open || $0 == close }) else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }
}
