/// Lines of Swift with indentation, built up in order.
struct SwiftSource {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Adds a line at the current indentation (an empty string adds a blank line).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Adds `header {`, the body one level in, then `}`.
    /// - Parameters:
    ///   - header: The line that opens the block, without the brace.
    ///   - body: Adds the block's lines.
    mutating func block(_ header: String, _ body: (inout SwiftSource) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Adds `header {`, the body at the same level (Swift's style for `switch` cases), then `}`.
    /// - Parameters:
    ///   - header: The line that opens the block, without the brace.
    ///   - body: Adds the block's lines.
    mutating func flatBlock(_ header: String, _ body: (inout SwiftSource) -> Void) {
        line(header + " {")
        body(&self)
        line("}")
    }

    /// Adds `///` lines, each made safe as a comment (``SwiftNames/comment(_:)``).
    mutating func doc(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// " + SwiftNames.comment(String(part)))
        }
    }

    /// The text, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
