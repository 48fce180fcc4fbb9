import ArgumentParser
import Platform
import Rendering

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

    /// `value` as the JSON documents of every command are printed: pretty-printed, keys
    /// sorted, slashes plain, control characters escaped, with a final newline.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return ControlCharacterEscaping.jsonEscaped(String(decoding: data, as: UTF8.self)) + "\n"
    }
}

/// A command's result, printable in the formats it supplies. The command's `--format`
/// is a ``FormatChoice`` of its result type, so the formats a result renders are the ones
/// its command accepts, lists in `--help`, completes and refuses others with.
protocol FormattedOutput {
    /// The formats this result renders, in the order `--help` and errors list them.
    static var formats: [OutputFormat] { get }

    /// The bytes to print in `format`, one of ``formats`` (`nil` for any other).
    @MainActor func rendered(as format: OutputFormat) -> String?
}

extension FormattedOutput {
    /// Prints the result in `format` on standard output, as it is.
    @MainActor
    func print(as format: OutputFormat) {
        Swift.print(rendered(as: format) ?? "", terminator: "")
    }
}

/// The value of a command's `--format`: one of the formats its result renders.
/// ArgumentParser takes the values `--help` lists, the shell completions and the refusal
/// of any other value from here.
struct FormatChoice<Output: FormattedOutput>: ExpressibleByArgument, Equatable, CustomStringConvertible, Sendable {
    /// The format chosen.
    let format: OutputFormat

    /// A format the result renders.
    init(_ format: OutputFormat) { self.format = format }

    init?(argument: String) {
        guard let format = OutputFormat(rawValue: argument), Self.accepted.contains(format) else { return nil }
        self.format = format
    }

    /// The formats accepted: the ones the result renders.
    static var accepted: [OutputFormat] { Output.formats }

    static var allValueStrings: [String] { accepted.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var description: String { format.rawValue }
}
