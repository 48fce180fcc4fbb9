import ButtonKit
import JSONSupport

/// Reads a button's layout keys (`lines`, `maxWidth`, `textStyle`) and its audit waivers.
enum LayoutReader {
    /// The most lines a title may ask for (0 means as many as needed).
    static let lineRange = 0...20
    /// The narrowest and widest `maxWidth`, in points.
    static let widthRange = 1.0...2000.0

    static func read(
        _ members: [JSONMember], at path: String, into definition: inout ButtonDefinition,
        _ problems: inout ProblemCollector
    ) {
        for member in members {
            let memberPath = "\(path).\(member.key)"
            switch member.key {
            case "lines":
                if let lines = problems.integer(member.value, at: memberPath, in: lineRange) {
                    definition.layout.lines = lines
                }
            case "maxWidth":
                guard case .number(let width) = member.value, widthRange.contains(width) else {
                    problems.error(
                        memberPath,
                        "a width in points from 1 to 2000, found \(ProblemCollector.describe(member.value))")
                    continue
                }
                definition.layout.maxWidth = width
            case "textStyle":
                if let style = problems.choice(member.value, at: memberPath, of: TitleLayout.textStyles) {
                    definition.layout.textStyle = style
                }
            case "audit":
                definition.waivers = readAudit(member.value, at: memberPath, &problems)
            default: break
            }
        }
    }

    private static func readAudit(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector)
        -> [AuditWaiver]
    {
        guard let members = problems.object(value, at: path, known: ["waive"]),
            let waive = members.first(where: { $0.key == "waive" })
        else { return [] }
        guard case .object(let rules) = waive.value else {
            problems.error(
                "\(path).waive", "expected an object from audit rules to reasons, found \(waive.value.kindName)")
            return []
        }
        return rules.compactMap { rule -> AuditWaiver? in
            let rulePath = ProblemCollector.join("\(path).waive", rule.key)
            guard AuditWaiver.rules.contains(rule.key) else {
                problems.error(
                    rulePath, "unknown audit rule \"\(rule.key)\" (rules: \(AuditWaiver.rules.joined(separator: ", ")))"
                )
                return nil
            }
            guard let reason = problems.string(rule.value, at: rulePath) else { return nil }
            guard reason.contains(where: { !$0.isWhitespace }) else {
                problems.error(rulePath, "a waiver needs a reason a reviewer can read")
                return nil
            }
            return AuditWaiver(rule: rule.key, reason: reason)
        }
    }
}
