import Escaping
import Platform
import Simulator
import TerminalUI

/// `buttons check`'s result in its formats: the problems as lines wrapped to the output's
/// width, or everything as JSON.
struct BoardCheckOutput: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .json]

    /// The files checked.
    var checks: [BoardCheck]
    /// Whether the text lists the theme's warnings, not only their count.
    var verbose: Bool

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text:
            let width = OutputWidth.standardOutput()
            return checks.flatMap { $0.report(verbose: verbose, width: width) }.map(ControlCharacterEscaping.escaped)
                .joined(separator: "\n") + "\n"
        case .json: return OutputFormat.json(BoardCheckDocument(valid: checks.allSatisfy(\.valid), files: checks))
        default: return nil
        }
    }
}
