import ButtonKit

/// Gathers one button's findings across environments: a rule runs once per combination
/// of the settings it depends on, and the same finding seen again in a later environment
/// only counts that environment.
struct FindingMerger {
    private var cache: [String: [AuditFinding]] = [:]
    private var index: [String: Int] = [:]
    /// The findings, each at the first environment where it happens, in that order.
    private(set) var findings: [AuditFinding] = []

    /// Adds the findings of `rule` in `environment`, evaluating `check` only for a `key`
    /// (the settings the rule depends on) not seen before.
    mutating func add(
        rule: AuditRule, key: [String], _ environment: DisplayEnvironment, check: () -> [AuditFinding]
    ) {
        let cacheKey = rule.rawValue + "|" + key.joined(separator: "|")
        let found: [AuditFinding]
        if let known = cache[cacheKey] {
            found = known
        } else {
            found = check()
            cache[cacheKey] = found
        }
        for finding in found {
            let identity = finding.rule.rawValue + "|" + finding.button + "|" + finding.subject
            if let at = index[identity] {
                findings[at].moreEnvironments += 1
            } else {
                var first = finding
                first.environment = environment.summary
                index[identity] = findings.count
                findings.append(first)
            }
        }
    }
}
