/// Makes text from outside the program (files, arguments, script tokens, the environment)
/// safe to show: no control character ever reaches a terminal raw, where it could move
/// the cursor, clear the screen or start an escape sequence that retitles the window, and
/// no bidirectional control can make a line read in another order than it is stored.
public enum ControlCharacterEscaping {
    /// `text` with every control character (C0, DEL, C1) and bidirectional control spelled
    /// out: `\n`, `\r`, `\t`, `\x1B`-style hex for the rest of ASCII, and `\u{9B}`-style
    /// for C1 and bidi controls (`\u{202E}`), which are not one byte in UTF-8. Text without
    /// them comes back unchanged.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result +=
                    scalar.value < 0x80
                    ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    : "\\u{" + hex + "}"
            }
        }
        return result
    }

    /// JSON text with C1 controls, DEL and bidirectional controls written as `\uXXXX`
    /// escapes (Foundation's encoder escapes only C0). These can only stand inside JSON
    /// strings, so the document means the same; its bytes are then safe on a terminal.
    public static func jsonEscaped(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && isUnsafe($0) }) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F && isUnsafe(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A C0, DEL or C1 control, or a bidirectional control: the embeddings and overrides
    /// U+202A...U+202E, the isolates U+2066...U+2069, the marks U+200E, U+200F and U+061C.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || isBidiControl(value)
    }

    /// One of the bidirectional controls ``isUnsafe(_:)`` names.
    static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            || value == 0x061C
    }

    /// Text for HTML or XML content and attributes, so a title or path from a file can
    /// never become markup in a picture or a review page: `&`, `<`, `>` and quotes as
    /// entities; CR, DEL and C1 controls, which XML 1.0 can hold, as character references
    /// (`&#xD;`), so no raw control byte is in the file; other C0 controls and what XML
    /// cannot hold at all as spaces (tab and line feed stay); bidirectional controls
    /// spelled out visibly as ``escaped(_:)`` does (`\u{202E}`), so a title reads in the
    /// order it is stored in any viewer.
    public static func markupEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let value = scalar.value
                if value == 0xD || (0x7F...0x9F).contains(value) {
                    out += "&#x\(String(value, radix: 16, uppercase: true));"
                } else if isBidiControl(value) {
                    out += escaped(String(scalar))
                } else {
                    let allowed =
                        value == 0x9 || value == 0xA || (0x20...0xD7FF).contains(value)
                        || (0xE000...0xFFFD).contains(value) || value >= 0x10000
                    out.unicodeScalars.append(allowed ? scalar : " ")
                }
            }
        }
        return out
    }
}
