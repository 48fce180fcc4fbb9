import Platform

/// A command's result, printable in the formats it supplies. The command's `--format`
/// is a ``FormatChoice`` of its result type, so the formats a result renders are the ones
/// its command accepts, lists in `--help`, completes and refuses others with.
protocol FormattedOutput {
    /// The formats this result renders, in the order `--help` and errors list them.
    static var formats: [OutputFormat] { get }

    /// What this result prints in `format`, for `--help`; by default the format's summary.
    static func summary(of format: OutputFormat) -> String

    /// The bytes to print in `format`, one of ``formats`` (`nil` for any other).
    @MainActor func rendered(as format: OutputFormat) -> String?
}

extension FormattedOutput {
    /// The format's own summary.
    static func summary(of format: OutputFormat) -> String { format.summary }
}

extension FormattedOutput {
    /// Prints the result in `format` on standard output, as it is.
    @MainActor
    func print(as format: OutputFormat) {
        Swift.print(rendered(as: format) ?? "", terminator: "")
    }
}
