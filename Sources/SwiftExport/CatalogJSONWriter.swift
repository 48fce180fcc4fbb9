import Escaping
import JSONSupport

/// JSON text as Xcode writes String Catalogs: two-space indents, `" : "` between a key and
/// its value, an empty object as `{` blank line `}`, members in the order given, and no
/// newline after the last brace (as Xcode leaves it). C1 and bidirectional controls in
/// strings are `\uXXXX` escapes.
enum CatalogJSONWriter {
    /// The text of `value`.
    /// - Parameters:
    ///   - value: The catalog.
    ///   - trailingNewline: Whether a newline follows the last brace (kept from an existing file).
    static func text(_ value: JSONValue, trailingNewline: Bool = false) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return ControlCharacterEscaping.jsonEscaped(trailingNewline ? out + "\n" : out)
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                out += "{\n\n\(indent)}"
                return
            }
            out += "{\n"
            for (position, member) in members.enumerated() {
                out += inner + JSONLiteral.string(member.key) + " : "
                write(member.value, indent: inner, into: &out)
                out += position == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[\n\n\(indent)]"
                return
            }
            out += "[\n"
            for (position, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += position == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let text): out += JSONLiteral.string(text)
        case .number(let number):
            out += number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }
}
