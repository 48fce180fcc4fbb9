import Platform

/// JSON text for a string, written by Foundation's encoder: quotes, backslashes and control
/// characters escaped as RFC 8259 says, slashes and other text left as they are. For files
/// written line by line (asciicast events, String Catalogs) rather than encoded whole.
public enum JSONLiteral {
    /// `text` as a JSON string literal, with its quotes.
    public static func string(_ text: String) -> String {
        // Most text needs no escape, and the encoder writes it as it is between quotes; it
        // costs about 20 times the copy (a 64-button contract writes millions of strings).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
