/// Splits a contract line into `name=value` fields, a value being a bare word or a JSON
/// string in quotes (kept as written, quotes and escapes included).
enum ContractLineScanner {
    /// The fields of one line in order; text that is not `name=value` becomes one field
    /// named `?`, so a hand-edited line still compares rather than vanishing.
    static func fields(of line: String) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var index = line.startIndex
        while index < line.endIndex {
            while index < line.endIndex, line[index] == " " { index = line.index(after: index) }
            guard index < line.endIndex else { break }
            guard let equals = line[index...].firstIndex(where: { $0 == "=" || $0 == " " }), line[equals] == "=" else {
                let end = line[index...].firstIndex(of: " ") ?? line.endIndex
                result.append(("?", String(line[index..<end])))
                index = end
                continue
            }
            let name = String(line[index..<equals])
            var cursor = line.index(after: equals)
            let start = cursor
            if cursor < line.endIndex, line[cursor] == "\"" {
                cursor = line.index(after: cursor)
                while cursor < line.endIndex, line[cursor] != "\"" {
                    if line[cursor] == "\\" { cursor = line.index(after: cursor) }
                    if cursor < line.endIndex { cursor = line.index(after: cursor) }
                }
                if cursor < line.endIndex { cursor = line.index(after: cursor) }
            } else {
                while cursor < line.endIndex, line[cursor] != " " { cursor = line.index(after: cursor) }
            }
            result.append((name, String(line[start..<cursor])))
            index = cursor
        }
        return result
    }
}
