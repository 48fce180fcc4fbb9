/// One design problem the audit found: a rule and the token pair or value at fault, with
/// every button, state and environment it covers, by how much it misses, and the waiver's
/// reason when the button files waive it. A contrast pair that several buttons show is one
/// finding; a title cut in one button is another.
public struct AuditFinding: Hashable, Sendable, Codable {
    /// One button the problem shows in, with every state (and locale) where it does.
    public struct Coverage: Hashable, Sendable, Codable {
        /// The button's id.
        public var button: String
        /// Every state that shows it, in the order audited: `idle: selected+highlighted`.
        public var states: [String]
        /// The locales where it shows, when the rule depends on the locale.
        public var locales: [String]
    }

    /// The rule.
    public var rule: AuditRule
    /// What was measured where it first shows: `text 3.21:1 (#FFFFFF on #6EA8FE)`.
    public var measured: String
    /// What the rule asks: `4.50:1`.
    public var threshold: String
    /// The buttons it covers, in board order.
    public var buttons: [Coverage]
    /// The first environment (in the order audited) where it shows, as a summary.
    public var environment: String
    /// How many of the environments audited show it.
    public var environments: Int
    /// The waiver's reason, when the button files waive the rule.
    public var waiver: String?

    /// The most states of one button the text line names; JSON and JUnit name them all.
    static let statesShown = 3

    /// The finding as one line: rule, measured, threshold, the buttons with their states
    /// (the first few of each), the locales, the first environment and how many more.
    public var line: String { line(buttons: buttons, statesShown: Self.statesShown) }

    /// The line for one button, naming every state it covers (JUnit's failure text).
    /// - Parameter button: The button's id.
    public func line(for button: String) -> String {
        line(buttons: buttons.filter { $0.button == button }, statesShown: .max)
    }

    /// Whether the finding shows in `button`.
    /// - Parameter button: The button's id.
    public func covers(_ button: String) -> Bool { buttons.contains { $0.button == button } }

    /// How many button states the finding covers.
    public var stateCount: Int { buttons.reduce(0) { $0 + $1.states.count } }

    private func line(buttons: [Coverage], statesShown: Int) -> String {
        let covered = buttons.map { coverage in
            let named = coverage.states.prefix(statesShown).joined(separator: "; ")
            let more = coverage.states.count - min(statesShown, coverage.states.count)
            return "\(coverage.button) (\(named)\(more > 0 ? "; \(more) more state\(more == 1 ? "" : "s")" : ""))"
        }
        let locales = buttons.flatMap(\.locales).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var text = "\(rule.rawValue): \(measured); needs \(threshold) · \(covered.joined(separator: ", "))"
        if !locales.isEmpty { text += " · \(locales.joined(separator: ", "))" }
        text += " · \(environment)"
        let more = environments - 1
        if more > 0 { text += " (and \(more) more environment\(more == 1 ? "" : "s"))" }
        if let waiver { text += " · waived: \(waiver)" }
        return text
    }
}
