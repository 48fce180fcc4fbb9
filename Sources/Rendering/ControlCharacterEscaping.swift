/// Makes text from outside the program (files, arguments, script tokens, the environment)
/// safe to show: no control character ever reaches a terminal raw, where it could move
/// the cursor, clear the screen or start an escape sequence that retitles the window.
public enum ControlCharacterEscaping {
    /// `text` with every control character (C0, DEL, C1) spelled out: `\n`, `\r`, `\t`,
    /// and `\x1B`-style hex for the rest (`\u{9B}`-style for C1, which is not one byte in
    /// UTF-8). Text without control characters comes back unchanged.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
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

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
