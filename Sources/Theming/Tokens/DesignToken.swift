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
    /// The token's `$value`; setting it recomputes ``aliasTarget``.
    var value: JSONValue {
        didSet { aliasTarget = Self.aliasTarget(of: value) }
    }
    /// The alias target path when the value is exactly `{group.token}`: worked out once,
    /// as every token of a theme is followed several times at each load.
    private(set) var aliasTarget: String?
    var description: String?
    /// The token or a group above it gave a `$type` the loader refused, which has been
    /// reported; a missing type is then not reported a second time.
    var typeRefused = false
    /// `$deprecated`: `true`, or the explanation the file gives.
    var deprecation: String?

    /// The declared type: the token's own, else the group's.
    var declaredType: TokenType? { ownType ?? groupType }

    init(path: String, file: String, ownType: TokenType?, groupType: TokenType?, value: JSONValue) {
        self.path = path
        self.file = file
        self.ownType = ownType
        self.groupType = groupType
        self.value = value
        self.aliasTarget = Self.aliasTarget(of: value)
    }

    /// The alias target path when `value` is exactly `{group.token}`.
    static func aliasTarget(of value: JSONValue) -> String? {
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
