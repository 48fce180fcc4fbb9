import Escaping
import Headless

/// `figma check`'s result in its formats. Every name and text from the design file is
/// escaped for where it goes.
struct FigmaCheckOutput: FormattedOutput {
    static let formats: [OutputFormat] = [.text, .markdown, .json, .junit]

    /// The report.
    var report: FigmaCheckReport

    func rendered(as format: OutputFormat) -> String? {
        switch format {
        case .text: return report.lines.map(ControlCharacterEscaping.escaped).joined(separator: "\n") + "\n"
        case .markdown: return markdown
        case .json: return OutputFormat.json(report)
        case .junit: return junit
        default: return nil
        }
    }

    /// A table of the findings, then the notes and the tolerances.
    private var markdown: String {
        var out = "## Figma check\n\n"
        let failing = report.findings.filter(\.fails).count
        out += "\(failing) difference\(failing == 1 ? "" : "s"); colours equal within ΔE00 "
        out += "\(report.colorThresholdText), lengths within \(report.lengthToleranceText) pt.\n\n"
        if !report.findings.isEmpty {
            out += "| Set | Button | Found | Variant or state | Drawn | Code | |\n|---|---|---|---|---|---|---|\n"
            for finding in report.findings {
                let cells = [
                    finding.set, finding.button, finding.kind.rawValue, finding.subject, finding.drawn ?? "",
                    finding.code ?? "", finding.waiver.map { "waived: " + $0 } ?? finding.measure ?? "",
                ]
                out +=
                    "| "
                    + cells.map { $0.isEmpty ? "" : ControlCharacterEscaping.markdownCode($0, inTable: true) }.joined(
                        separator: " | ")
                out += " |\n"
            }
            out += "\n"
        }
        for note in report.notes { out += "- " + ControlCharacterEscaping.markdownText(note) + "\n" }
        return out
    }

    /// One test suite per pair, one test case per variant and per state expected drawn.
    private var junit: String {
        var suites = ""
        var total = 0
        var failures = 0
        for pair in report.pairs {
            let findings = report.findings.filter { $0.set == pair.set }
            let subjects =
                pair.pairings.map(\.variant)
                + findings.map(\.subject).filter { subject in !pair.pairings.contains { $0.variant == subject } }
            var unique: [String] = []
            for subject in subjects where !unique.contains(subject) { unique.append(subject) }
            var cases = ""
            var failed = 0
            for subject in unique {
                let failing = findings.filter { $0.subject == subject && $0.fails }
                cases += "    <testcase classname=\"figma.\(xml(pair.set))\" name=\"\(xml(subject))\""
                if failing.isEmpty {
                    cases += "/>\n"
                } else {
                    failed += 1
                    cases +=
                        ">\n      <failure message=\"\(failing.count) difference\(failing.count == 1 ? "" : "s")\">"
                    cases += failing.map { xml($0.line) }.joined(separator: "\n") + "</failure>\n    </testcase>\n"
                }
            }
            total += unique.count
            failures += failed
            suites += "  <testsuite name=\"\(xml(pair.set))\" tests=\"\(unique.count)\" failures=\"\(failed)\">\n"
            suites += cases + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"button-sim figma check\" tests=\"\(total)\" failures=\"\(failures)\">\n"
            + suites + "</testsuites>\n"
    }

    private func xml(_ text: String) -> String { ControlCharacterEscaping.markupEscaped(text) }
}
