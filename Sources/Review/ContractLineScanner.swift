/// Splits a contract line into `name=value` fields, a value being a bare word or a JSON
/// string in quotes (kept as written, quotes and escapes included). One pass over the
/// line's UTF-8 bytes: the delimiters (space, `=`, `"`, `\`) are ASCII, so every split
/// falls between whole characters of the text.
enum ContractLineScanner {
    /// The fields of one line in order; text that is not `name=value` becomes one field
    /// named `?`, so a hand-edited line still compares rather than vanishing.
    static func fields(of line: String) -> [(name: String, value: String)] {
        let bytes = Array(line.utf8)
        let space = UInt8(ascii: " "), equals = UInt8(ascii: "="), quote = UInt8(ascii: "\""),
            backslash = UInt8(ascii: "\\")
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var result: [(name: String, value: String)] = []
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == space { index += 1 }
            guard index < bytes.count else { break }
            var end = index
            while end < bytes.count, bytes[end] != space, bytes[end] != equals { end += 1 }
            guard end < bytes.count, bytes[end] == equals else {
                result.append(("?", text(index..<end)))
                index = end
                continue
            }
            let name = text(index..<end)
            let start = end + 1
            var cursor = start
            if cursor < bytes.count, bytes[cursor] == quote {
                cursor += 1
                while cursor < bytes.count, bytes[cursor] != quote {
                    cursor += bytes[cursor] == backslash ? 2 : 1
                }
                cursor = min(cursor + 1, bytes.count)
            } else {
                while cursor < bytes.count, bytes[cursor] != space { cursor += 1 }
            }
            result.append((name, text(start..<cursor)))
            index = cursor
        }
        return result
    }
}
