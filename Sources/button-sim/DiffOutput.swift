import Review

/// `diff`'s result in its formats: lines, markdown for a pull-request comment, or an HTML
/// page with old and new side by side.
struct DiffOutput: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .markdown, .html]

    /// What changed.
    var diff: ReviewDiff
    /// Pixels per point of the HTML pictures.
    var scale: Int

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: diff.text
        case .markdown: diff.markdown
        case .html: diff.html(scale: scale)
        default: nil
        }
    }
}
