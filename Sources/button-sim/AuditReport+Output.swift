import Audit

/// `audit`'s formats: one line per finding, JSON, or JUnit XML for CI dashboards.
extension AuditReport: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .json, .junit]

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: text
        case .junit: junit
        case .json: OutputFormat.json(self)
        default: nil
        }
    }
}
