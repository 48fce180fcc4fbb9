/// A value written as a file people read and edit: one member per line, two spaces per
/// level, and objects and arrays whose compact form is short kept on one line.
extension JSONValue {
    /// The value as indented JSON text, ending in a newline.
    /// - Parameter inlineUpTo: The longest compact form kept on one line.
    public func prettyText(inlineUpTo: Int = 72) -> String {
        var out = ""
        write(to: &out, indent: "", inlineUpTo: inlineUpTo)
        return out + "\n"
    }

    private func write(to out: inout String, indent: String, inlineUpTo: Int) {
        let compact = compactText
        if compact.count <= inlineUpTo {
            out += compact
            return
        }
        let inner = indent + "  "
        switch self {
        case .object(let members):
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + JSONLiteral.string(member.key) + ": "
                member.value.write(to: &out, indent: inner, inlineUpTo: inlineUpTo)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner, inlineUpTo: inlineUpTo)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        default:
            out += compact
        }
    }
}
