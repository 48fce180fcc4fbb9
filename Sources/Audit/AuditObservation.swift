/// What one rule saw in one button: the state, the locale where it matters, what was
/// measured and what the rule asks, and the design problem it is part of (``subject``).
/// The audit groups observations into ``AuditFinding``s, one per problem.
struct AuditObservation {
    /// The button's id.
    var button: String
    /// The state: `idle: selected+highlighted`, or `normal`.
    var state: String
    /// The locale shown, where the rule depends on it (label, truncation, hit target).
    var locale: String?
    /// The rule.
    var rule: AuditRule
    /// What was measured: `text 3.21:1 (#FFFFFF on #6EA8FE)`.
    var measured: String
    /// What the rule asks: `4.50:1`.
    var threshold: String
    /// The problem within the rule: the colour pair at fault, the title cut, the two states
    /// drawn alike. Observations with the same rule and subject are one finding (of one
    /// button, unless the rule's problems are shared across buttons).
    var subject: String

    /// Creates an observation.
    /// - Parameters:
    ///   - button: The button's id.
    ///   - state: The state's name.
    ///   - locale: The locale, when it matters.
    ///   - rule: The rule.
    ///   - measured: What was measured.
    ///   - threshold: What the rule asks.
    ///   - subject: The problem within the rule.
    init(
        button: String, state: String, locale: String? = nil, rule: AuditRule, measured: String, threshold: String,
        subject: String
    ) {
        self.button = button
        self.state = state
        self.locale = locale
        self.rule = rule
        self.measured = measured
        self.threshold = threshold
        self.subject = subject
    }

    /// What makes two observations the same finding: the rule, the subject, and the button
    /// unless the rule's problems are the theme's (``AuditRule/sharedAcrossButtons``).
    var problem: String {
        rule.rawValue + "|" + (rule.sharedAcrossButtons ? "" : button) + "|" + subject
    }
}
