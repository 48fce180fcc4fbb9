import ButtonKit

extension ProblemCollector {
    /// Checks a name against its rule, reporting the rule's one wording
    /// (``NameRule/problem(_:)``) at `path`.
    /// - Returns: Whether the name is accepted.
    mutating func name(_ name: String, _ rule: NameRule, at path: String) -> Bool {
        guard !rule.accepts(name) else { return true }
        error(path, rule.problem(name))
        return false
    }
}
