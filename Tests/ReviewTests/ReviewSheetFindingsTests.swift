import Audit
import ButtonKit
import ButtonKitTestSupport
import Escaping
import Review
import Testing
import Theming

/// The sheet lists the audit's own findings (one contrast rule, one grouping), so its
/// totals are the ones `audit --theme` prints and each finding shows under every button
/// it covers.
@Suite("review sheet findings")
struct ReviewSheetFindingsTests {
    static let board = """
        {"buttons": [
          {"id": "a", "configuration": {"style": "filled", "title": "A", "baseBackgroundColor": "theme.color.palette.surface"}},
          {"id": "b", "configuration": {"style": "filled", "title": "B", "baseBackgroundColor": "theme.color.palette.surface"}},
          {"id": "tiny", "size": "small", "titles": {"normal": "Go"}, "audit": {"waive": {"hit-target": "an inline link"}}}]}
        """

    func occurrences(of needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func theSheetCountsWhatTheAuditCounts() throws {
        let board = try BuiltInFixture.board(json: Self.board).get().board
        let themes = [Theme.builtInDefault, try #require(try Theme.builtIn(named: "dark")?.get())]
        let html = ReviewSheet.html(board: board, name: "x.json", themes: themes, locales: [board.developmentLocale])
        let reports = themes.map { Auditor.audit(board, theme: $0) }
        let findings = reports.reduce(0) { $0 + $1.findings.count }
        let waived = reports.reduce(0) { $0 + $1.waived.count }
        let exempt = reports.reduce(0) { $0 + $1.exempt.count }
        #expect(findings > 0 && waived > 0 && exempt > 0)
        #expect(html.contains("data-findings=\"\(findings)\" data-waived=\"\(waived)\" data-exempt=\"\(exempt)\""))
        // The white-on-white pair is one finding of the audit, listed under both buttons.
        let shared = try #require(reports[0].findings.first { $0.buttons.count == 2 })
        #expect(occurrences(of: ControlCharacterEscaping.markupEscaped("default · " + shared.line), in: html) == 2)
        // Every finding shows once under each button it covers, in each theme.
        let items = reports.reduce(0) { total, report in
            total + (report.findings + report.waived + report.exempt).reduce(0) { $0 + $1.buttons.count }
        }
        #expect(occurrences(of: "<li class=\"finding", in: html) == items)
    }
}
