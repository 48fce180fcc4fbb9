import Review

/// `diff`'s result in its formats: lines, markdown for a pull-request comment, or an HTML
/// page with old and new side by side.
struct DiffOutput: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .markdown, .html]

    /// What changed.
    var diff: ReviewDiff
    /// Pixels per point of the HTML pictures.
    var scale: Int
    /// Whether text and markdown list every state that differs, not only each change once.
    var verbose = false

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: diff.text(verbose: verbose)
        case .markdown: diff.markdown(verbose: verbose)
        case .html: diff.html(scale: scale)
        default: nil
        }
    }
}
