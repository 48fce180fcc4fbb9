/// A value written back as compact JSON, for messages that quote what a file holds.
extension JSONValue {
    /// Compact JSON text (`{"value": -4, "unit": "px"}`), members in file order, cut to
    /// about `limit` characters with `…` so one huge value cannot flood a message.
    /// - Parameter limit: the most characters kept before the ellipsis.
    public func quoted(limit: Int = 80) -> String {
        let text = compactText
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }

    /// The whole value as compact JSON.
    public var compactText: String {
        switch self {
        case .object(let members):
            "{" + members.map { "\(JSONLiteral.string($0.key)): \($0.value.compactText)" }.joined(separator: ", ") + "}"
        case .array(let items): "[" + items.map(\.compactText).joined(separator: ", ") + "]"
        case .string(let text): JSONLiteral.string(text)
        case .number(let number): Self.numberText(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// `44` rather than `44.0`; other numbers as Swift writes them.
    static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
