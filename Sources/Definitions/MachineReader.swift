import ButtonKit
import JSONSupport

/// Reads a button's `machine`: the Stately/XState JSON subset of DESIGN.md section 11.
struct MachineReader {
    let button: ButtonReader
    let customStates: [CustomState]

    static let keys = ["id", "initial", "states"]
    static let stateKeys = ["title", "image", "enabled", "spinner", "entry", "on", "after", "type"]
    static let transitionKeys = ["target", "actions", "guard"]
    /// `after` delays in milliseconds: 1 ms to 1 hour.
    static let delayRange = 1...3_600_000

    func read(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> MachineDefinition? {
        guard let members = problems.object(value, at: path, known: Self.keys) else { return nil }
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        if let id = member("id") { _ = problems.string(id, at: "\(path).id") }
        guard let statesValue = member("states") else {
            problems.error(path, "missing \"states\"")
            return nil
        }
        guard case .object(let stateMembers) = statesValue, !stateMembers.isEmpty else {
            problems.error("\(path).states", "expected an object of at least one state by name")
            return nil
        }
        let names = stateMembers.map(\.key)
        var states: [MachineState] = []
        for member in stateMembers {
            if let state = readState(
                member.key, member.value, at: ProblemCollector.join("\(path).states", member.key), names: names,
                &problems)
            {
                states.append(state)
            }
        }
        guard let initialValue = member("initial") else {
            problems.error(path, "missing \"initial\" (the state it starts in)")
            return nil
        }
        guard let initial = problems.string(initialValue, at: "\(path).initial") else { return nil }
        if !names.contains(initial) {
            problems.error("\(path).initial", "unknown state \"\(initial)\" (states: \(names.joined(separator: ", ")))")
        }
        return MachineDefinition(initial: initial, states: states)
    }

    private func readState(
        _ name: String, _ value: JSONValue, at path: String, names: [String],
        _ problems: inout ProblemCollector
    ) -> MachineState? {
        guard let members = problems.object(value, at: path, known: Self.stateKeys) else { return nil }
        var state = MachineState(name: name)
        for member in members {
            let memberPath = "\(path).\(member.key)"
            switch member.key {
            case "title": state.title = button.readLocalized(member.value, at: memberPath, &problems)
            case "image": state.image = button.readGlyph(member.value, at: memberPath, &problems)
            case "enabled": state.enabled = problems.bool(member.value, at: memberPath)
            case "spinner": state.spinner = problems.bool(member.value, at: memberPath) ?? false
            case "entry": state.entry = readActions(member.value, at: memberPath, &problems)
            case "on":
                guard let events = problems.object(member.value, at: memberPath, known: ["tap"]) else { break }
                if let tap = events.first(where: { $0.key == "tap" }) {
                    state.onTap = readTransition(tap.value, at: "\(memberPath).tap", names: names, &problems)
                }
            case "after":
                state.after = readAfter(member.value, at: memberPath, names: names, &problems)
            case "type":
                state.isFinal = problems.choice(member.value, at: memberPath, of: ["final"]) != nil
            default: break
            }
        }
        if state.isFinal && (state.onTap != nil || !state.after.isEmpty) {
            problems.error(
                path, "a final state has no transitions (remove \"on\" and \"after\", or \"type\": \"final\")")
        }
        return state
    }

    private func readAfter(
        _ value: JSONValue, at path: String, names: [String],
        _ problems: inout ProblemCollector
    ) -> [DelayedTransition] {
        guard case .object(let members) = value else {
            problems.error(
                path,
                "expected an object from delays (\"step\" or milliseconds) to transitions, found \(value.kindName)")
            return []
        }
        var result: [DelayedTransition] = []
        for member in members {
            let memberPath = ProblemCollector.join(path, member.key)
            let delay: MachineDelay
            if member.key == "step" {
                delay = .step
            } else if let milliseconds = Self.decimal(member.key), Self.delayRange.contains(milliseconds) {
                delay = .milliseconds(milliseconds)
            } else {
                problems.error(
                    memberPath, "a delay is \"step\" or whole milliseconds from 1 to 3600000 (1 ms to 1 hour)")
                continue
            }
            if let transition = readTransition(member.value, at: memberPath, names: names, &problems) {
                result.append(DelayedTransition(delay: delay, transition: transition))
            }
        }
        return result
    }

    /// A target name, or `{"target", "actions", "guard"}`.
    private func readTransition(
        _ value: JSONValue, at path: String, names: [String],
        _ problems: inout ProblemCollector
    ) -> MachineTransition? {
        if case .string(let target) = value {
            return checkTarget(target, at: path, names: names, &problems).map { MachineTransition(target: $0) }
        }
        guard let members = problems.object(value, at: path, known: Self.transitionKeys) else { return nil }
        var transition = MachineTransition(target: nil)
        for member in members {
            let memberPath = "\(path).\(member.key)"
            switch member.key {
            case "target":
                if let target = problems.string(member.value, at: memberPath) {
                    transition.target = checkTarget(target, at: memberPath, names: names, &problems)
                }
            case "actions": transition.actions = readActions(member.value, at: memberPath, &problems)
            case "guard": transition.guardCondition = readGuard(member.value, at: memberPath, &problems)
            default: break
            }
        }
        return transition
    }

    private func checkTarget(_ target: String, at path: String, names: [String], _ problems: inout ProblemCollector)
        -> String?
    {
        guard names.contains(target) else {
            problems.error(path, "unknown target state \"\(target)\" (states: \(names.joined(separator: ", ")))")
            return nil
        }
        return target
    }

    /// An action string or an array of them: `set FLAG`, `clear FLAG`, `toggle FLAG`.
    private func readActions(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> [MachineAction]
    {
        let elements: [(JSONValue, String)]
        if case .array(let array) = value {
            elements = array.enumerated().map { ($1, "\(path)[\($0)]") }
        } else {
            elements = [(value, path)]
        }
        return elements.compactMap { element, elementPath in
            guard let text = problems.string(element, at: elementPath) else { return nil }
            let words = text.split(separator: " ").map(String.init)
            guard words.count == 2, let verb = MachineAction.Verb(rawValue: words[0]) else {
                problems.error(
                    elementPath,
                    "\"\(text)\" is not an action (write set, clear or toggle and a flag, such as \"set loading\")")
                return nil
            }
            guard let flag = flag(named: words[1], at: elementPath, &problems) else { return nil }
            return MachineAction(verb, flag)
        }
    }

    /// `FLAG` or `not FLAG`.
    private func readGuard(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> MachineGuard? {
        guard let text = problems.string(value, at: path) else { return nil }
        let words = text.split(separator: " ").map(String.init)
        let negated = words.count == 2 && words[0] == "not"
        guard words.count == 1 || negated, let name = words.last else {
            problems.error(path, "\"\(text)\" is not a guard (write a flag, such as \"selected\", or \"not selected\")")
            return nil
        }
        return flag(named: name, at: path, &problems).map { MachineGuard(flag: $0, negated: negated) }
    }

    private func flag(named name: String, at path: String, _ problems: inout ProblemCollector) -> ButtonFlag? {
        guard let flag = ButtonFlag(name: name, customStates: customStates) else {
            let valid = ButtonFlag.systemFlags.map(\.description) + customStates.map(\.name)
            problems.error(path, "unknown flag \"\(name)\" (use \(valid.joined(separator: ", ")))")
            return nil
        }
        return flag
    }

    /// A decimal whole number without sign or leading zeros.
    static func decimal(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            text == "0" || !text.hasPrefix("0")
        else { return nil }
        return Int(text)
    }
}
