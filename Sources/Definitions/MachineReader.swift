import ButtonKit
import JSONSupport

/// Reads a button's `machine`: a subset of the Stately/XState JSON machine format (states
/// with entry and exit actions; transitions on `tap`, declared events, delays and
/// `always`; guarded candidates; counters in `context`; named `delays`). Stately's editor
/// metadata is accepted and ignored; what ButtonSim does not model is refused by name.
struct MachineReader {
    let button: ButtonReader
    let customStates: [CustomState]
    let events: [EventDeclaration]
    /// Every name in the button's `events`, even one whose declaration has a problem, so a
    /// bad key is reported once and not again as an unknown event.
    let eventNames: [String]

    static let keys = ["initial", "states", "context", "delays", "on"]
    static let stateKeys = ["title", "image", "enabled", "spinner", "entry", "exit", "on", "after", "always", "type"]
    /// Stately's editor metadata (and XState v4's options that ButtonSim follows anyway).
    static let metadataKeys = [
        "id", "description", "tags", "meta", "version", "predictableActionArguments",
        "preserveActionOrder", "schema", "tsTypes",
    ]
    /// XState features ButtonSim does not model, by key, with the name the error gives them.
    static let unsupportedMachineKeys = [
        "type": "parallel machines", "invoke": "invoked services (invoke)",
        "entry": "entry actions on the machine itself",
        "exit": "exit actions on the machine itself", "after": "delayed transitions on the machine itself",
        "always": "eventless transitions on the machine itself", "output": "machine output",
        "actors": "actors", "guards": "guards implemented in code", "actions": "actions implemented in code",
    ]
    static let unsupportedStateKeys = [
        "states": "nested states", "initial": "nested states", "history": "history states",
        "invoke": "invoked services (invoke)", "onDone": "done events (onDone)", "onError": "error events (onError)",
        "activities": "activities", "output": "state output", "data": "state output", "target": "state targets",
    ]

    func read(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> MachineDefinition? {
        guard
            let members = Self.members(
                value, at: path, known: Self.keys, unsupported: Self.unsupportedMachineKeys, &problems)
        else { return nil }
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        guard let statesValue = member("states") else {
            problems.error(path, "missing \"states\"")
            return nil
        }
        guard case .object(let stateMembers) = statesValue, !stateMembers.isEmpty else {
            problems.error("\(path).states", "expected an object of at least one state by name")
            return nil
        }
        let context = member("context").map { readContext($0, at: "\(path).context", &problems) } ?? []
        let delays = member("delays").map { readDelays($0, at: "\(path).delays", &problems) } ?? []
        let transitions = TransitionReader(
            machine: self, states: stateMembers.map(\.key), counters: context.map(\.name), delays: delays)
        var states: [MachineState] = []
        for member in stateMembers {
            let statePath = ProblemCollector.join("\(path).states", member.key)
            guard problems.name(member.key, .machineState, at: statePath) else { continue }
            if let state = readState(member.key, member.value, at: statePath, transitions, &problems) {
                states.append(state)
            }
        }
        let on = member("on").map { transitions.readOn($0, at: "\(path).on", &problems) } ?? []
        guard let initialValue = member("initial") else {
            problems.error(path, "missing \"initial\" (the state it starts in)")
            return nil
        }
        guard let initial = problems.string(initialValue, at: "\(path).initial") else { return nil }
        if !transitions.states.contains(initial) {
            problems.error(
                "\(path).initial",
                "unknown state \"\(initial)\" (states: \(transitions.states.joined(separator: ", ")))")
        }
        let machine = MachineDefinition(initial: initial, states: states, context: context, on: on)
        MachineChecks.alwaysLoops(machine, at: path, &problems)
        return machine
    }

    private func readState(
        _ name: String, _ value: JSONValue, at path: String, _ transitions: TransitionReader,
        _ problems: inout ProblemCollector
    ) -> MachineState? {
        guard
            let members = Self.members(
                value, at: path, known: Self.stateKeys, unsupported: Self.unsupportedStateKeys, &problems)
        else { return nil }
        var state = MachineState(name: name)
        for member in members {
            let memberPath = "\(path).\(member.key)"
            switch member.key {
            case "title": state.title = button.readLocalized(member.value, at: memberPath, &problems)
            case "image": state.image = button.readGlyph(member.value, at: memberPath, &problems)
            case "enabled": state.enabled = problems.bool(member.value, at: memberPath)
            case "spinner": state.spinner = problems.bool(member.value, at: memberPath) ?? false
            case "entry": state.entry = transitions.readActions(member.value, at: memberPath, &problems)
            case "exit": state.exit = transitions.readActions(member.value, at: memberPath, &problems)
            case "on": state.on = transitions.readOn(member.value, at: memberPath, &problems)
            case "after": state.after = transitions.readAfter(member.value, at: memberPath, &problems)
            case "always": state.always = transitions.readCandidates(member.value, at: memberPath, &problems)
            case "type":
                guard let type = problems.string(member.value, at: memberPath) else { break }
                switch type {
                case "final": state.isFinal = true
                case "atomic": break
                case "parallel", "history", "compound":
                    problems.error(memberPath, "\(type) states are not supported (ButtonSim models flat machines)")
                default: problems.error(memberPath, "expected \"final\", found \"\(type)\"")
                }
            default: break
            }
        }
        if state.isFinal && !(state.on.isEmpty && state.after.isEmpty && state.always.isEmpty) {
            problems.error(
                path,
                "a final state has no transitions (remove \"on\", \"after\" and \"always\", or \"type\": \"final\")")
        }
        return state
    }

    /// `context`: counters by name with whole-number initial values.
    private func readContext(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector) -> [Counter] {
        guard case .object(let members) = value else {
            problems.error(path, "expected an object from counter names to whole numbers, found \(value.kindName)")
            return []
        }
        return members.compactMap { member in
            let memberPath = ProblemCollector.join(path, member.key)
            guard problems.name(member.key, .counter, at: memberPath) else { return nil }
            guard case .number(let number) = member.value, number.rounded() == number,
                Double(Counter.range.lowerBound) <= number, number <= Double(Counter.range.upperBound)
            else {
                problems.error(
                    memberPath,
                    "a counter is a whole number from -2147483648 to 2147483647, found \(ProblemCollector.describe(member.value))"
                )
                return nil
            }
            return Counter(name: member.key, initial: Int(number))
        }
    }

    /// `delays`: names for delays in milliseconds, used as `after.NAME`.
    private func readDelays(_ value: JSONValue, at path: String, _ problems: inout ProblemCollector)
        -> [(name: String, milliseconds: Int)]
    {
        guard case .object(let members) = value else {
            problems.error(path, "expected an object from delay names to milliseconds, found \(value.kindName)")
            return []
        }
        return members.compactMap { member in
            let memberPath = ProblemCollector.join(path, member.key)
            guard problems.name(member.key, .delay, at: memberPath) else { return nil }
            guard let milliseconds = problems.integer(member.value, at: memberPath, in: MachineDelay.range) else {
                return nil
            }
            return (member.key, milliseconds)
        }
    }

    /// The members of a machine or state object: `known` keys and Stately's metadata are
    /// read; a key in `unsupported` is refused naming its feature; any other is unknown.
    private static func members(
        _ value: JSONValue, at path: String, known: [String], unsupported table: [String: String],
        _ problems: inout ProblemCollector
    ) -> [JSONMember]? {
        guard
            let members = problems.object(
                value, at: path, known: known + metadataKeys, reportedElsewhere: Array(table.keys))
        else { return nil }
        for member in members {
            guard let feature = table[member.key] else { continue }
            problems.error(
                ProblemCollector.join(path, member.key),
                "\(feature) are not supported: ButtonSim models a flat machine of states, events, delays and counters")
        }
        return members
    }

    /// A decimal whole number without sign or leading zeros.
    static func decimal(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            text == "0" || !text.hasPrefix("0")
        else { return nil }
        return Int(text)
    }
}
