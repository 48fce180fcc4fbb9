import Escaping

extension AuditReport {
    /// The report as JUnit XML for CI dashboards: one test suite per button, one test case
    /// per rule; a rule with findings in the button fails with one line per finding naming
    /// every state of the button it covers, a waived rule is skipped with its reasons.
    public var junit: String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"button-sim audit\" tests=\"\(buttons.count * rules.count)\" "
            + "failures=\"\(failedCases)\" skipped=\"\(skippedCases)\">\n"
        for button in buttons {
            let failing = Set(findings.filter { $0.covers(button) }.map(\.rule))
            let skipping = Set(waived.filter { $0.covers(button) }.map(\.rule)).subtracting(failing)
            out +=
                "  <testsuite name=\"\(Self.xml(button))\" tests=\"\(rules.count)\" failures=\"\(failing.count)\" "
                + "skipped=\"\(skipping.count)\">\n"
            for rule in rules {
                out += "    <testcase classname=\"audit.\(Self.xml(button))\" name=\"\(rule.rawValue)\""
                let failed = findings.filter { $0.covers(button) && $0.rule == rule }
                let waivedHere = waived.filter { $0.covers(button) && $0.rule == rule }
                if !failed.isEmpty {
                    out += ">\n      <failure message=\"\(failed.count) finding\(failed.count == 1 ? "" : "s")\">"
                    out +=
                        Self.xml(failed.map { $0.line(for: button) }.joined(separator: "\n"))
                        + "</failure>\n    </testcase>\n"
                } else if let first = waivedHere.first {
                    out += ">\n      <skipped message=\"waived: \(Self.xml(first.waiver ?? ""))\">"
                    out +=
                        Self.xml(waivedHere.map { $0.line(for: button) }.joined(separator: "\n"))
                        + "</skipped>\n    </testcase>\n"
                } else {
                    out += "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private var failedCases: Int { Self.cases(findings).count }

    private var skippedCases: Int { Self.cases(waived).subtracting(Self.cases(findings)).count }

    /// Each button and rule the findings fail, as `button|rule`.
    private static func cases(_ found: [AuditFinding]) -> Set<String> {
        Set(found.flatMap { finding in finding.buttons.map { $0.button + "|" + finding.rule.rawValue } })
    }

    /// Text escaped for XML by the program's one markup escaping; lines stay lines.
    static func xml(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { ControlCharacterEscaping.markupEscaped(String($0)) }
            .joined(separator: "\n")
    }
}
