import Headless

/// `parity`'s result in its formats: lines, markdown for a pull-request comment, or JSON.
struct ParityOutput: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .markdown, .json]

    /// The differences.
    var report: ParityReport

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: report.text
        case .markdown: report.markdown
        case .json: OutputFormat.json(report)
        default: nil
        }
    }
}
