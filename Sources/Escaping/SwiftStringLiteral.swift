/// Text written as Swift source, for the code the program writes (the exports, the shipped
/// themes and board compiled in).
public enum SwiftStringLiteral {
    /// A Swift string literal: quotes, backslashes, control characters and bidirectional
    /// controls escaped (`\u{202e}`), so the source reads in the order it runs.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if ControlCharacterEscaping.isUnsafe(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
