import ButtonKit

extension ProblemCollector {
    /// Checks a name against its rule, reporting the one wording every reader uses:
    /// `"Follow" is not a button id (a lowercase letter, then ...)`.
    /// - Returns: Whether the name is accepted.
    mutating func name(_ name: String, _ rule: NameRule, at path: String) -> Bool {
        guard !rule.accepts(name) else { return true }
        error(path, Self.nameProblem(name, rule))
        return false
    }

    /// The message for a name its rule refuses.
    static func nameProblem(_ name: String, _ rule: NameRule) -> String {
        let article = rule.kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\"\(name)\" is not \(article) \(rule.kind) (\(rule.requirement))"
    }
}
