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

    /// Adds the lines `body` adds one level in, without braces (a `switch` case's statements).
    mutating func depthIn(_ body: (inout SwiftSource) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Adds `head(arguments)tail` on one line when it fits in `limit` characters, else `head(` with
    /// the arguments packed into lines below it, one level in, and `)tail` on a line of its own,
    /// so generated lines stay readable without one line per argument.
    /// - Parameters:
    ///   - head: What comes before the parenthesis (`FollowButtonLook`, `.init`).
    ///   - arguments: The arguments, each kept whole on one line.
    ///   - tail: What follows the closing parenthesis (`,`, `: `).
    ///   - onePerLine: Whether a call that does not fit puts each argument on a line of its own
    ///     (fields a reader compares row by row) rather than packing them.
    ///   - limit: The longest line wanted.
    mutating func call(
        _ head: String, _ arguments: [String], tail: String = "", onePerLine: Bool = false, limit: Int = 120
    ) {
        let indent = String(repeating: "    ", count: depth)
        let single = head + "(" + arguments.joined(separator: ", ") + ")" + tail
        guard indent.count + single.count > limit, !arguments.isEmpty else {
            line(single)
            return
        }
        line(head + "(")
        depth += 1
        if onePerLine {
            for (index, argument) in arguments.enumerated() {
                line(argument + (index == arguments.count - 1 ? "" : ","))
            }
        } else {
            packed(arguments, limit: limit)
        }
        depth -= 1
        line(")" + tail)
    }

    /// Adds `arguments`, separated by commas, packed into as few lines of at most `limit`
    /// characters as they fit in (an argument longer than that has a line of its own).
    /// - Parameters:
    ///   - arguments: The arguments, each kept whole on one line.
    ///   - trailing: Added after the last argument (`,` when more follow).
    ///   - limit: The longest line wanted.
    mutating func packed(_ arguments: [String], trailing: String = "", limit: Int = 120) {
        let indent = String(repeating: "    ", count: depth)
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? trailing : ",")
            let joined = current.isEmpty ? piece : current + " " + piece
            if !current.isEmpty, indent.count + joined.count > limit {
                line(current)
                current = piece
            } else {
                current = joined
            }
        }
        if !current.isEmpty { line(current) }
    }

    /// The text, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
