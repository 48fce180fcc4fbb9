import Escaping
import Theming

/// `themes check`'s result in its formats: lines, or JSON.
struct ThemeCheckOutput: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .json]

    /// The themes checked.
    var checks: [ThemeCheck]
    /// Whether the text lists every role's source and every pair, not only the failures.
    var verbose: Bool

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text:
            checks.flatMap { $0.lines(verbose: verbose) }.map(ControlCharacterEscaping.escaped).joined(separator: "\n")
                + "\n"
        case .json: OutputFormat.json(ThemeCheckDocument(valid: checks.allSatisfy(\.valid), files: checks))
        default: nil
        }
    }
}
