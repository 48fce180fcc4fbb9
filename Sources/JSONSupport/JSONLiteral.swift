import Platform

/// JSON text for a string, written by Foundation's encoder: quotes, backslashes and control
/// characters escaped as RFC 8259 says, slashes and other text left as they are. For files
/// written line by line (asciicast events, String Catalogs) rather than encoded whole.
public enum JSONLiteral {
    /// `text` as a JSON string literal, with its quotes.
    public static func string(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
