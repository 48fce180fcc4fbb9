import ArgumentParser

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

    /// `--format`'s help, derived from the result's formats: each with what it prints
    /// (`text (plain lines), json (for machines) or junit (XML for CI dashboards)`).
    /// - Parameter default: The default to name, for an optional `--format`.
    static func help(default: String? = nil) -> String {
        let items = accepted.map { "\($0.rawValue) (\(Output.summary(of: $0)))" }
        let list =
            items.count > 1 ? items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "") : items.joined()
        return list + (`default`.map { "; default \($0)" } ?? "") + "."
    }

    var description: String { format.rawValue }
}
