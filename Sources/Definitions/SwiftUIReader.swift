import ButtonKit
import JSONSupport

/// Reads a button's SwiftUI keys (docs/swiftui.md): `framework`, `precedence`, `selection`,
/// `role` and `parity`, each problem reported at its path.
enum SwiftUIReader {
    /// The button keys this reader handles.
    static let keys = ["framework", "precedence", "selection", "role", "parity"]

    /// Reads the keys present among `members` into `definition`.
    static func read(
        _ members: [JSONMember], at path: String, into definition: inout ButtonDefinition,
        _ problems: inout ProblemCollector
    ) {
        for member in members {
            let memberPath = "\(path).\(member.key)"
            switch member.key {
            case "framework":
                if let framework = readFramework(member.value, at: memberPath, &problems) {
                    definition.framework = framework
                }
            case "precedence":
                definition.precedence = readLadder(
                    member.value, at: memberPath, customStates: definition.states, &problems)
            case "selection":
                definition.togglesSelection = problems.choice(member.value, at: memberPath, of: ["toggle"]) != nil
            case "role":
                if let role = problems.choice(member.value, at: memberPath, of: ButtonRole.allCases.map(\.rawValue)) {
                    definition.role = ButtonRole(rawValue: role)
                }
            case "parity":
                definition.parityWaivers = readParity(
                    member.value, at: memberPath, customStates: definition.states, &problems)
            default: break
            }
        }
    }

    /// `"uikit"` or `"swiftui"`, on the board or a button.
    static func readFramework(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> Framework? {
        problems.choice(value, at: path, of: Framework.allCases.map(\.rawValue)).flatMap(Framework.init(rawValue:))
    }

    /// A list of distinct rungs: disabled, pressed, selected, focused, normal and the
    /// button's custom states.
    private static func readLadder(
        _ value: JSONValue, at path: String, customStates: [CustomState], _ problems: inout ProblemCollector
    ) -> PrecedenceLadder? {
        guard let items = problems.array(value, at: path) else { return nil }
        guard !items.isEmpty else {
            problems.error(
                path, "empty: list the rungs first checked first, such as [\"disabled\", \"pressed\", \"normal\"]")
            return nil
        }
        var entries: [PrecedenceLadder.Entry] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard let name = problems.string(item, at: itemPath) else { continue }
            guard let entry = PrecedenceLadder.entry(named: name, customStates: customStates) else {
                let names = PrecedenceLadder.systemNames + customStates.map(\.name)
                problems.error(itemPath, "unknown rung \"\(name)\" (use \(names.joined(separator: ", ")))")
                continue
            }
            guard !entries.contains(entry) else {
                problems.error(itemPath, "\"\(name)\" is listed twice")
                continue
            }
            entries.append(entry)
        }
        return PrecedenceLadder(entries: entries)
    }

    /// `{"waive": {STATE: reason}}`, the states in state-key syntax.
    private static func readParity(
        _ value: JSONValue, at path: String, customStates: [CustomState], _ problems: inout ProblemCollector
    ) -> [ParityWaiver] {
        guard let members = problems.object(value, at: path, known: ["waive"]),
            let waive = members.first(where: { $0.key == "waive" })
        else { return [] }
        guard case .object(let states) = waive.value else {
            problems.error("\(path).waive", "expected an object from states to reasons, found \(waive.value.kindName)")
            return []
        }
        let keys = StateKeyParser(customStates: customStates)
        return states.compactMap { entry -> ParityWaiver? in
            let statePath = ProblemCollector.join("\(path).waive", entry.key)
            let state: ControlState
            switch keys.parse(entry.key) {
            case .success(let parsed): state = parsed
            case .failure(let problem):
                problems.error(statePath, problem.message)
                return nil
            }
            guard let reason = problems.string(entry.value, at: statePath) else { return nil }
            guard reason.contains(where: { !$0.isWhitespace }) else {
                problems.error(statePath, "a waiver needs a reason a reviewer can read")
                return nil
            }
            let names = ReviewReader.names(entry.key, state: state, customStates: customStates)
            return ParityWaiver(key: entry.key, names: Set(names), reason: reason)
        }
    }
}
