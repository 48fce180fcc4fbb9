extension ControlCharacterEscaping {
    /// `text` as an inert Markdown code span for a pull-request comment: control and
    /// bidirectional characters spelled out first (``escaped(_:)``), so no line break or
    /// control is inside; fenced by one backtick more than the longest run of backticks in
    /// it (CommonMark's rule), with a space inside each fence when the text starts or ends
    /// with a backtick (or starts and ends with a space, which CommonMark would strip).
    /// Links, images, mentions and HTML inside a code span are shown as text. In a table
    /// cell (`inTable`) pipes are written `\|`, which GitHub's tables read as a pipe
    /// inside the cell, even within code.
    public static func markdownCode(_ text: String, inTable: Bool = false) -> String {
        var body = escaped(text)
        if inTable { body = body.replacing("|", with: "\\|") }
        var longest = 0, run = 0
        for scalar in body.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded =
            body.isEmpty || body.hasPrefix("`") || body.hasSuffix("`") || (body.hasPrefix(" ") && body.hasSuffix(" "))
        return padded ? "\(fence) \(body) \(fence)" : fence + body + fence
    }

    /// `text` as inert Markdown outside a code span: control and bidirectional characters
    /// spelled out (``escaped(_:)``), every ASCII punctuation character CommonMark gives a
    /// meaning (emphasis, links, images, HTML, headings, tables) behind a backslash, and
    /// each `@` followed by a zero-width space so that it mentions no one on GitHub.
    public static func markdownText(_ text: String) -> String {
        var out = ""
        for scalar in escaped(text).unicodeScalars {
            if scalar == "@" {
                out += "@\u{200B}"
            } else if markdownPunctuation.unicodeScalars.contains(scalar) {
                out += "\\"
                out.unicodeScalars.append(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The ASCII punctuation CommonMark lets a backslash escape.
    private static let markdownPunctuation = "!\"#$%&'()*+,-./:;<=>?[\\]^_`{|}~"
}
