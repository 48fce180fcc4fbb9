import Audit
import Testing

/// `audit`'s text report shows what a button file holds (ids, states, titles, waiver
/// reasons) with every control and bidirectional character spelled out, so a pull
/// request's button file cannot move the cursor, retitle the window or reorder a line in
/// the CI log: the probe found ESC, other controls and bidi controls written raw.
@Suite struct AuditTextEscapingTests {
    static let hostile = "\\u001b[31m\\u001b]0;PWNED\\u0007\\u009b2J\\u202e\\u2066\\u200f\\u061cX\\nY"

    /// No C0 (other than the line feeds between lines), DEL, C1 or bidi control, spelled
    /// out here rather than taken from the code under test.
    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                || [0x200E, 0x200F, 0x061C].contains(value)
        }
    }

    @Test func waiverReasonsAndTitlesAreEscaped() throws {
        let file = """
            {"buttons": [{"id": "tiny", "size": "small", "titles": {"normal": "Go \(Self.hostile)"}, \
            "audit": {"waive": {"hit-target": "reason \(Self.hostile)", "focus": "unused \(Self.hostile)"}}}]}
            """
        let report = Auditor.audit(try AuditFixtures.board(file), theme: .builtInDefault)
        let text = report.text
        #expect(Self.isClean(text), "\(text.debugDescription)")
        #expect(
            text.contains("waived: reason \\x1B[31m\\x1B]0;PWNED\\x07\\u{9B}2J\\u{202E}\\u{2066}\\u{200F}\\u{61C}X\\nY")
        )
        #expect(text.contains("waiver not needed: tiny · focus: unused \\x1B[31m"))
        // One line per finding: a line feed in a reason stays inside its line.
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("Y") })
    }
}
