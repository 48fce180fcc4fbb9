/// Gathers the audit's observations into findings, one per design problem (rule and
/// subject, and the button unless the rule's problems are shared), listing every button,
/// state, locale and environment each covers, in the order first seen.
struct FindingGroups {
    private struct Group {
        var finding: AuditFinding
        var environments: Set<Int>
        var seen: Set<String>
    }

    private var index: [String: Int] = [:]
    private var groups: [Group] = []

    /// Adds what one rule saw in one button in the environments at `positions`.
    /// - Parameters:
    ///   - observation: What the rule saw.
    ///   - waiver: The button file's reason for waiving the rule, if it does.
    ///   - positions: The environments (positions in the audit's order) that showed it.
    mutating func add(_ observation: AuditObservation, waiver: String?, in positions: [Int]) {
        let key = (waiver ?? "") + "\u{1F}" + observation.problem
        let at: Int
        if let known = index[key] {
            at = known
        } else {
            at = groups.count
            index[key] = at
            groups.append(
                Group(
                    finding: AuditFinding(
                        rule: observation.rule, measured: observation.measured, threshold: observation.threshold,
                        buttons: [], environment: "", environments: 0, waiver: waiver),
                    environments: [], seen: []))
        }
        groups[at].environments.formUnion(positions)
        let button: Int
        if let known = groups[at].finding.buttons.firstIndex(where: { $0.button == observation.button }) {
            button = known
        } else {
            button = groups[at].finding.buttons.count
            groups[at].finding.buttons.append(.init(button: observation.button, states: [], locales: []))
        }
        if groups[at].seen.insert(observation.button + "\u{1F}" + observation.state).inserted {
            groups[at].finding.buttons[button].states.append(observation.state)
        }
        if let locale = observation.locale, !groups[at].finding.buttons[button].locales.contains(locale) {
            groups[at].finding.buttons[button].locales.append(locale)
        }
    }

    /// The findings, each with its first environment and how many environments show it.
    /// - Parameter summaries: Every environment's summary, in the audit's order.
    func findings(_ summaries: [String]) -> [AuditFinding] {
        groups.map { group in
            var finding = group.finding
            finding.environments = group.environments.count
            finding.environment = group.environments.min().map { summaries[$0] } ?? ""
            return finding
        }
    }
}
