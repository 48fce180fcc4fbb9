import ButtonKit
import JSONSupport

/// Reads a machine's transitions, actions and guards, knowing the machine's states,
/// counters, named delays and the button's declared events.
struct TransitionReader {
    let machine: MachineReader
    let states: [String]
    let counters: [String]
    let delays: [(name: String, milliseconds: Int)]

    static let transitionKeys = ["target", "actions", "guard", "cond", "description", "meta"]
    static let unsupportedTransitionKeys = ["internal": "internal transitions", "reenter": "reenter"]

    /// `on`: event names to a target, a transition or an array of candidates.
    func readOn(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> [EventTransitions] {
        guard case .object(let members) = value else {
            problems.error(path, "expected an object from event names to transitions, found \(value.kindName)")
            return []
        }
        var result: [EventTransitions] = []
        for member in members {
            let memberPath = ProblemCollector.join(path, member.key)
            // The candidates are read either way, so every problem in them is reported too.
            let candidates = readCandidates(member.value, at: memberPath, &problems)
            guard member.key == MachineEvent.tap || machine.eventNames.contains(member.key) else {
                problems.error(memberPath, unknownEvent(member.key))
                continue
            }
            result.append(EventTransitions(event: member.key, candidates: candidates))
        }
        return result
    }

    /// `after`: delays (`step`, milliseconds or a named delay) to transitions.
    func readAfter(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> [DelayedTransition] {
        guard case .object(let members) = value else {
            problems.error(
                path,
                "expected an object from delays (\"step\", milliseconds or a name from \"delays\") to transitions, found \(value.kindName)"
            )
            return []
        }
        var result: [DelayedTransition] = []
        for member in members {
            let memberPath = ProblemCollector.join(path, member.key)
            let delay: MachineDelay
            if member.key == "step" {
                delay = .step
            } else if let named = delays.first(where: { $0.name == member.key }) {
                delay = .named(named.name, milliseconds: named.milliseconds)
            } else if let milliseconds = MachineReader.decimal(member.key), MachineDelay.range.contains(milliseconds) {
                delay = .milliseconds(milliseconds)
            } else if NameRule.delay.fits(member.key), delays.isEmpty {
                problems.error(
                    memberPath,
                    "\"\(member.key)\" is not a delay of this machine: declare it in the machine's \"delays\" (\"delays\": {\"\(member.key)\": 1200}), or write \"step\" or whole milliseconds"
                )
                continue
            } else {
                let names = delays.isEmpty ? "" : " (delays: \(delays.map(\.name).joined(separator: ", ")))"
                problems.error(
                    memberPath,
                    "a delay is \"step\", whole milliseconds from 1 to 3600000 (1 ms to 1 hour), or a name from the machine's \"delays\"\(names)"
                )
                continue
            }
            result.append(
                DelayedTransition(delay: delay, candidates: readCandidates(member.value, at: memberPath, &problems)))
        }
        return result
    }

    /// A transition, or an array of candidates tried in order.
    func readCandidates(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector)
        -> [MachineTransition]
    {
        guard case .array(let elements) = value else {
            return readTransition(value, at: path, &problems).map { [$0] } ?? []
        }
        if elements.isEmpty { problems.error(path, "empty: give at least one transition") }
        return elements.enumerated().compactMap { readTransition($1, at: "\(path)[\($0)]", &problems) }
    }

    /// A target name, or `{"target", "actions", "guard"}`.
    private func readTransition(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector)
        -> MachineTransition?
    {
        if case .string(let target) = value {
            return checkTarget(target, at: path, &problems).map { MachineTransition(target: $0) }
        }
        guard
            let members = problems.object(
                value, at: path, known: Self.transitionKeys,
                reportedElsewhere: Array(Self.unsupportedTransitionKeys.keys))
        else { return nil }
        var transition = MachineTransition(target: nil)
        for member in members {
            let memberPath = "\(path).\(member.key)"
            switch member.key {
            case "target":
                if let target = problems.string(member.value, at: memberPath) {
                    transition.target = checkTarget(target, at: memberPath, &problems)
                }
            case "actions": transition.actions = readActions(member.value, at: memberPath, &problems)
            case "guard", "cond": transition.guardCondition = readGuard(member.value, at: memberPath, &problems)
            case let key where Self.unsupportedTransitionKeys[key] != nil:
                problems.error(
                    memberPath,
                    "\(Self.unsupportedTransitionKeys[key] ?? key) are not supported: a transition with a target always exits and re-enters"
                )
            default: break
            }
        }
        return transition
    }

    private func checkTarget(_ target: String, at path: String, _ problems: inout ProblemCollector) -> String? {
        if target.hasPrefix("#") || target.hasPrefix(".") || (target.contains(".") && !states.contains(target)) {
            problems.error(
                path,
                "\"\(target)\": targets by id or into child states are not supported (name a state of this machine: \(states.joined(separator: ", ")))"
            )
            return nil
        }
        guard states.contains(target) else {
            problems.error(path, "unknown target state \"\(target)\" (states: \(states.joined(separator: ", ")))")
            return nil
        }
        return target
    }

    /// An action or an array of them.
    func readActions(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> [MachineAction] {
        let elements: [(JSONValue, String)]
        if case .array(let array) = value {
            elements = array.enumerated().map { ($1, "\(path)[\($0)]") }
        } else {
            elements = [(value, path)]
        }
        return elements.compactMap { element, elementPath in
            if case .object = element {
                problems.error(
                    elementPath,
                    "actions implemented in code are not supported: write \"set FLAG\", \"clear FLAG\", \"toggle FLAG\", \"increment NAME\", \"decrement NAME\", \"assign NAME N\" or \"send EVENT\""
                )
                return nil
            }
            guard let text = problems.string(element, at: elementPath) else { return nil }
            return readAction(text, at: elementPath, &problems)
        }
    }

    private func readAction(_ text: String, at path: String, _ problems: inout ProblemCollector) -> MachineAction? {
        let words = text.split(separator: " ").map(String.init)
        switch (words.first ?? "", words.count) {
        case (let verb, 2) where MachineAction.Verb(rawValue: verb) != nil:
            guard let verb = MachineAction.Verb(rawValue: verb), let flag = flag(named: words[1], at: path, &problems)
            else { return nil }
            return .flag(verb, flag)
        case (let step, 2) where MachineAction.CounterStep(rawValue: step) != nil:
            guard let step = MachineAction.CounterStep(rawValue: step), checkCounter(words[1], at: path, &problems)
            else { return nil }
            return .step(step, words[1])
        case ("assign", 3):
            guard checkCounter(words[1], at: path, &problems) else { return nil }
            guard let number = Int(words[2]), Counter.range.contains(number) else {
                problems.error(
                    path,
                    "\"\(text)\": assign a whole number from -2147483648 to 2147483647, such as \"assign \(words[1]) 0\""
                )
                return nil
            }
            return .assign(words[1], number)
        case ("send", 2):
            guard words[1] == MachineEvent.tap || machine.eventNames.contains(words[1]) else {
                problems.error(path, unknownEvent(words[1]))
                return nil
            }
            return .send(words[1])
        default:
            problems.error(
                path,
                "\"\(text)\" is not an action (write set, clear or toggle and a flag, such as \"set selected\"; increment, decrement or assign and a counter; or send and an event)"
            )
            return nil
        }
    }

    /// A condition or a list of conditions that must all hold: `FLAG`, `not FLAG`, or a
    /// counter compared with a whole number (`count > 0`).
    private func readGuard(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> MachineGuard? {
        let elements: [(JSONValue, String)]
        switch value {
        case .array(let array) where !array.isEmpty: elements = array.enumerated().map { ($1, "\(path)[\($0)]") }
        case .object:
            problems.error(
                path,
                "guards implemented in code are not supported: write a flag (\"selected\", \"not selected\") or a counter comparison (\"count > 0\")"
            )
            return nil
        default: elements = [(value, path)]
        }
        var conditions: [MachineGuard.Condition] = []
        for (element, elementPath) in elements {
            guard let text = problems.string(element, at: elementPath) else { return nil }
            guard let condition = readCondition(text, at: elementPath, &problems) else { return nil }
            conditions.append(condition)
        }
        return MachineGuard(conditions)
    }

    private func readCondition(_ text: String, at path: String, _ problems: inout ProblemCollector)
        -> MachineGuard.Condition?
    {
        let words = Self.comparisonWords(text) ?? text.split(separator: " ").map(String.init)
        if words.count == 3, let comparison = MachineGuard.Comparison(rawValue: words[1]) {
            guard checkCounter(words[0], at: path, &problems) else { return nil }
            guard let number = Int(words[2]), Counter.range.contains(number) else {
                problems.error(path, "\"\(text)\": compare with a whole number, such as \"\(words[0]) > 0\"")
                return nil
            }
            return .counter(words[0], comparison, number)
        }
        let negated = words.count == 2 && words[0] == "not"
        guard words.count == 1 || negated, let name = words.last else {
            problems.error(
                path,
                "\"\(text)\" is not a guard (write a flag, such as \"selected\" or \"not selected\", or a counter comparison, such as \"count > 0\" with == != < <= > >=)"
            )
            return nil
        }
        return flag(named: name, at: path, &problems).map { .flag($0, negated: negated) }
    }

    /// `count>0` or `count > 0` as its three words, if the text holds a comparison.
    static func comparisonWords(_ text: String) -> [String]? {
        guard let start = text.firstIndex(where: { "<>=!".contains($0) }) else { return nil }
        let end = text[start...].firstIndex { !"<>=!".contains($0) } ?? text.endIndex
        let name = text[..<start].split(separator: " ").joined()
        let number = text[end...].split(separator: " ").joined()
        guard !name.isEmpty, !number.isEmpty else { return nil }
        return [name, String(text[start..<end]), number]
    }

    private func flag(named name: String, at path: String, _ problems: inout ProblemCollector) -> ButtonFlag? {
        guard let flag = ButtonFlag(name: name, customStates: machine.customStates) else {
            let valid = ButtonFlag.systemFlags.map(\.description) + machine.customStates.map(\.name)
            problems.error(path, "unknown flag \"\(name)\" (use \(valid.joined(separator: ", ")))")
            return nil
        }
        return flag
    }

    private func checkCounter(_ name: String, at path: String, _ problems: inout ProblemCollector) -> Bool {
        guard counters.contains(name) else {
            let known =
                counters.isEmpty
                ? "declare it in the machine's \"context\"" : "counters: \(counters.joined(separator: ", "))"
            problems.error(path, "unknown counter \"\(name)\" (\(known))")
            return false
        }
        return true
    }

    private func unknownEvent(_ name: String) -> String {
        let declared = machine.eventNames
        let known = declared.isEmpty ? "" : "; declared: \(declared.joined(separator: ", "))"
        return
            "unknown event \"\(name)\" (declare it in the button's \"events\" with a key and a label, or use tap\(known))"
    }
}
