import Escaping

extension AuditReport {
    /// The report as JUnit XML for CI dashboards: one test suite per button, one test case
    /// per rule; a rule with findings fails with one line per finding, a waived rule is
    /// skipped with its reasons.
    public var junit: String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"button-sim audit\" tests=\"\(buttons.count * rules.count)\" "
            + "failures=\"\(failedCases)\" skipped=\"\(skippedCases)\">\n"
        for button in buttons {
            let failing = Set(findings.filter { $0.button == button }.map(\.rule))
            let skipping = Set(waived.filter { $0.button == button }.map(\.rule)).subtracting(failing)
            out +=
                "  <testsuite name=\"\(Self.xml(button))\" tests=\"\(rules.count)\" failures=\"\(failing.count)\" "
                + "skipped=\"\(skipping.count)\">\n"
            for rule in rules {
                out += "    <testcase classname=\"audit.\(Self.xml(button))\" name=\"\(rule.rawValue)\""
                let failed = findings.filter { $0.button == button && $0.rule == rule }
                let waivedHere = waived.filter { $0.button == button && $0.rule == rule }
                if !failed.isEmpty {
                    out += ">\n      <failure message=\"\(failed.count) finding\(failed.count == 1 ? "" : "s")\">"
                    out += Self.xml(failed.map(\.line).joined(separator: "\n")) + "</failure>\n    </testcase>\n"
                } else if let first = waivedHere.first {
                    out += ">\n      <skipped message=\"waived: \(Self.xml(first.waiver ?? ""))\">"
                    out += Self.xml(waivedHere.map(\.line).joined(separator: "\n")) + "</skipped>\n    </testcase>\n"
                } else {
                    out += "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private var failedCases: Int { Set(findings.map { $0.button + "|" + $0.rule.rawValue }).count }

    private var skippedCases: Int {
        let failed = Set(findings.map { $0.button + "|" + $0.rule.rawValue })
        return Set(waived.map { $0.button + "|" + $0.rule.rawValue }).subtracting(failed).count
    }

    /// Text escaped for XML by the program's one markup escaping; lines stay lines.
    static func xml(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { ControlCharacterEscaping.markupEscaped(String($0)) }
            .joined(separator: "\n")
    }
}
