import Escaping
import Platform

/// Every format a command can print its result in. Each command's result declares the
/// formats it renders (``FormattedOutput``) and its `--format` is a ``FormatChoice`` of
/// them: a new format is a case here and a case in the results that render it.
enum OutputFormat: String, CaseIterable, Sendable {
    /// Plain lines.
    case text
    /// Lines with xterm-256 colour escapes, for `cat` in a terminal.
    case ansi
    /// A self-contained SVG picture.
    case svg
    /// JSON for machines: pretty-printed, keys sorted.
    case json
    /// JUnit XML, for CI dashboards.
    case junit
    /// Markdown, for a pull-request comment.
    case markdown
    /// A self-contained HTML page.
    case html

    /// What the format is, for `--help`: the words after the format's name.
    var summary: String {
        switch self {
        case .text: "plain lines"
        case .ansi: "lines with 256-colour escapes"
        case .svg: "a picture"
        case .json: "for machines"
        case .junit: "XML for CI dashboards"
        case .markdown: "for a pull-request comment"
        case .html: "a self-contained page"
        }
    }

    /// `value` as the JSON documents of every command are printed: pretty-printed, keys
    /// sorted, slashes plain, control characters escaped, with a final newline.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return ControlCharacterEscaping.jsonEscaped(String(decoding: data, as: UTF8.self)) + "\n"
    }
}
