import ArgumentParser
import Foundation
import Rendering

/// Every format a command can print its result in. A command accepts a subset
/// (``CommandFormats``), its `--format` takes a ``FormatChoice`` of that subset, and its
/// result renders through ``FormattedOutput``: a new format is a case here, the commands
/// that take it, and the renderings that supply it.
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

    /// `value` as the JSON documents of every command are printed: pretty-printed, keys
    /// sorted, slashes plain, control characters escaped, with a final newline.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return ControlCharacterEscaping.jsonEscaped(String(decoding: data, as: UTF8.self)) + "\n"
    }
}

/// A command's result, printable in the formats it supplies.
@MainActor
protocol FormattedOutput {
    /// The bytes to print in `format`, or `nil` when this result has no such rendering
    /// (a command accepts only formats its result supplies; a test runs every pair).
    func rendered(as format: OutputFormat) -> String?
}

extension FormattedOutput {
    /// Prints the result in `format` on standard output, as it is.
    func print(as format: OutputFormat) {
        Swift.print(rendered(as: format) ?? "", terminator: "")
    }
}

/// The formats one command accepts, declared once in ``CommandFormats``.
protocol OutputFormatSet {
    /// The formats, in the order `--help`, completions and errors list them.
    static var accepted: [OutputFormat] { get }
}

/// The value of a command's `--format`: one of `Formats.accepted`. ArgumentParser takes
/// the values `--help` lists, the shell completions and the refusal of any other value
/// from here.
struct FormatChoice<Formats: OutputFormatSet>: ExpressibleByArgument, Equatable, CustomStringConvertible, Sendable {
    /// The format chosen.
    let format: OutputFormat

    /// A format the command accepts.
    init(_ format: OutputFormat) { self.format = format }

    init?(argument: String) {
        guard let format = OutputFormat(rawValue: argument), Formats.accepted.contains(format) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { Formats.accepted.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var description: String { format.rawValue }
}
