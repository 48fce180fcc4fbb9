/// One problem the audit found: which button, in which state and environment, broke which
/// rule, by how much; with the number of further environments where the same happens and
/// the waiver's reason when the button file waives the rule.
public struct AuditFinding: Hashable, Sendable, Codable {
    /// The button's id.
    public var button: String
    /// The state: `idle: selected+highlighted`, or `normal`.
    public var state: String
    /// The first environment (in the order audited) where it happens, as a summary.
    public var environment: String
    /// The locale shown, where the rule depends on it (label, truncation, hit target).
    public var locale: String?
    /// The rule.
    public var rule: AuditRule
    /// What was measured: `text 3.21:1 (#FFFFFF on #6EA8FE)`.
    public var measured: String
    /// What the rule asks: `4.5:1`.
    public var threshold: String
    /// How many more of the environments audited show the same.
    public var moreEnvironments: Int = 0
    /// The waiver's reason, when the button file waives the rule.
    public var waiver: String?
    /// What makes two findings the same one in different environments.
    var subject: String

    /// The finding as one line: button, state, environment, rule, measured, threshold.
    public var line: String {
        var text = "\(button) · \(state) · \(environment)" + (locale.map { " · \($0)" } ?? "")
        text += " · \(rule.rawValue): \(measured); needs \(threshold)"
        if moreEnvironments > 0 {
            text += " (and \(moreEnvironments) more environment\(moreEnvironments == 1 ? "" : "s"))"
        }
        if let waiver { text += " · waived: \(waiver)" }
        return text
    }

    private enum CodingKeys: String, CodingKey {
        case button, state, environment, locale, rule, measured, threshold, moreEnvironments, waiver
    }

    /// Creates a finding.
    /// - Parameters:
    ///   - button: The button's id.
    ///   - state: The state's name.
    ///   - environment: The environment's summary.
    ///   - locale: The locale, when it matters.
    ///   - rule: The rule.
    ///   - measured: What was measured.
    ///   - threshold: What the rule asks.
    ///   - subject: What makes it the same finding elsewhere.
    public init(
        button: String, state: String, environment: String, locale: String? = nil, rule: AuditRule,
        measured: String, threshold: String, subject: String
    ) {
        self.button = button
        self.state = state
        self.environment = environment
        self.locale = locale
        self.rule = rule
        self.measured = measured
        self.threshold = threshold
        self.subject = subject
    }

    /// Decodes a finding (its subject is its line's content).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        button = try container.decode(String.self, forKey: .button)
        state = try container.decode(String.self, forKey: .state)
        environment = try container.decode(String.self, forKey: .environment)
        locale = try container.decodeIfPresent(String.self, forKey: .locale)
        rule = try container.decode(AuditRule.self, forKey: .rule)
        measured = try container.decode(String.self, forKey: .measured)
        threshold = try container.decode(String.self, forKey: .threshold)
        moreEnvironments = try container.decode(Int.self, forKey: .moreEnvironments)
        waiver = try container.decodeIfPresent(String.self, forKey: .waiver)
        subject = measured
    }
}
