import Escaping

/// What an audit found: the findings that fail it, the findings a button file waives
/// (with the reasons), the disabled states exempt from contrast, and what was covered.
public struct AuditReport: Hashable, Sendable, Codable {
    /// A waiver as the button file gives it.
    public struct Waiver: Hashable, Sendable, Codable {
        /// The button's id.
        public var button: String
        /// The rule waived.
        public var rule: String
        /// Why.
        public var reason: String
    }

    /// The buttons audited.
    public var buttons: [String]
    /// How many environments each was audited in.
    public var environments: Int
    /// The rules applied.
    public var rules: [AuditRule]
    /// Findings that fail the audit.
    public var findings: [AuditFinding] = []
    /// Findings the button file waives; they do not fail the audit.
    public var waived: [AuditFinding] = []
    /// Contrast failures of disabled states, which WCAG exempts; listed, not failing.
    public var exempt: [AuditFinding] = []
    /// Every waiver in the file, used or not.
    public var waivers: [Waiver] = []
    /// Counterparts the theme lacked (`dark`, `increasedContrast`): those environments
    /// were audited with the base theme.
    public var missingCounterparts: [String] = []

    /// Whether nothing fails.
    public var passed: Bool { findings.isEmpty }

    /// The text report: one line per finding, then the waived and the exempt ones, then a
    /// summary line. Ids, state names, locales and reasons come from files, so every line
    /// is escaped (``ControlCharacterEscaping/escaped(_:)``): no control or bidirectional
    /// character reaches the terminal, and a line break in a name stays inside its line.
    public var text: String {
        var lines = findings.map(\.line)
        if !waived.isEmpty {
            lines.append("waived (\(waived.count)):")
            lines += waived.map { "  " + $0.line }
        }
        if !exempt.isEmpty {
            lines.append("exempt, disabled (\(exempt.count)):")
            lines += exempt.map { "  " + $0.line }
        }
        let unused = waivers.filter { waiver in
            !waived.contains { $0.button == waiver.button && $0.rule.rawValue == waiver.rule }
        }
        for waiver in unused {
            lines.append("waiver not needed: \(waiver.button) · \(waiver.rule): \(waiver.reason)")
        }
        if !missingCounterparts.isEmpty {
            lines.append(
                "note: the theme has no \(missingCounterparts.joined(separator: " or ")) counterpart; "
                    + "those environments were audited with the base theme")
        }
        lines.append(summary)
        return lines.map(ControlCharacterEscaping.escaped).joined(separator: "\n") + "\n"
    }

    /// `audit: 2 findings, 1 waived, 3 exempt; 8 buttons in 96 environments`.
    public var summary: String {
        "audit: \(passed ? "passed" : "failed"), \(findings.count) finding\(findings.count == 1 ? "" : "s"), "
            + "\(waived.count) waived, \(exempt.count) exempt; \(buttons.count) button\(buttons.count == 1 ? "" : "s") "
            + "in \(environments) environment\(environments == 1 ? "" : "s")"
    }
}
