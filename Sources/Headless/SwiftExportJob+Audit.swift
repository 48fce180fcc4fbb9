import Audit
import ButtonKit
import Escaping

extension SwiftExportJob {
    /// The one line `export swift` prints on stderr when the button it exports fails the
    /// audit (in the export's theme, every default environment): what is exported is what
    /// ships, so the engineer hears it before the code does. `nil` when it passes or the
    /// board has no such button.
    /// - Parameters:
    ///   - id: `--button`.
    ///   - input: The board and theme exported.
    ///   - source: `--buttons` as given, for the command that lists the findings.
    ///   - themeArgument: `--theme` as given, so that command audits the same theme.
    public static func auditNote(
        button id: String, input: HeadlessInput, source: String?, themeArgument: String? = nil
    ) -> String? {
        guard let definition = input.board.button(ButtonID(rawValue: id)) else { return nil }
        var board = input.board
        board.buttons = [definition]
        let theme = input.themes[0]
        let report = Auditor.audit(board, theme: theme)
        guard !report.passed else { return nil }
        let count = report.findings.count
        let rules = report.findings.map(\.rule.rawValue).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let command =
            "button-sim audit" + (source.map { " --buttons \(ControlCharacterEscaping.quoted($0))" } ?? "")
            + (themeArgument.map { " --theme \(ControlCharacterEscaping.quoted($0))" } ?? "")
        return
            "export swift: '\(id)' fails the audit in theme \(theme.name) (\(count) finding\(count == 1 ? "" : "s"): "
            + "\(rules.joined(separator: ", "))); \(command) lists them"
    }
}
