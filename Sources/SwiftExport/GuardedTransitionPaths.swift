import ButtonKit

/// The shortest run of calls on the exported class from its start to each transition the
/// `transitions()` test cannot reach alone: a candidate of a list whose first candidate has
/// a guard (`retries < 2`, else `cant-save`). The calls are the ones the class has: a tap,
/// a declared event's method and the end of a step; the machine runs in the engine, counters
/// known, so a guard holds or not as it would in the app.
struct GuardedTransitionPaths {
    /// One call on the class.
    enum Call: Hashable {
        /// `tap` (sent as UIKit sends it) or a declared event's method.
        case event(String)
        /// The end of the work the state stands for (`finishStep`), its `after: step`.
        case step
    }

    /// A run that ends by taking one guarded candidate.
    struct Path {
        /// The calls from the start, the last one taking the candidate.
        var calls: [Call]
        /// The machine state each call is made in, one per call.
        var modes: [String]
        /// The state the machine ends in.
        var target: String
        /// Why the machine takes it: the candidate's guard, or the earlier guards that do not hold.
        var reason: String
    }

    /// The paths, one per guarded candidate reachable within ``nodeLimit`` places, in the
    /// order first found (shortest first).
    let paths: [Path]

    /// The most places (machine state, counters, flags) searched: counters may grow without end.
    static let nodeLimit = 2_000

    init(_ definition: ButtonDefinition, localization: Localization) {
        guard definition.machine != nil else {
            paths = []
            return
        }
        var start = Button(definition, localization: localization)
        MachineInterpreter.start(&start, localization: localization)
        var seen: Set<Place> = [Place(start)]
        var queue: [(button: Button, calls: [Call], modes: [String])] = [(start, [], [])]
        var found: [Path] = []
        var covered: Set<String> = []
        var index = 0
        while index < queue.count, seen.count < Self.nodeLimit {
            let (button, calls, modes) = queue[index]
            index += 1
            guard let state = button.currentMachineState else { continue }
            for (call, trigger, candidates) in Self.triggers(state, button) {
                guard let chosen = Self.choice(candidates, button) else { continue }
                // A candidate standing in for the world (a `send`) does not ship: the class would not take it.
                if ButtonClassWriter.standsInForTheWorld(candidates[chosen]) { continue }
                guard
                    let outcome = MachineInterpreter.deliver(trigger, to: button, localization: localization).first,
                    let mode = outcome.button.machineState
                else { continue }
                let path = (calls + [call], modes + [state.name])
                let isGuarded = ButtonClassWriter.shipped(candidates).first?.guardCondition != nil
                let key = "\(state.name)|\(call)|\(chosen)"
                if isGuarded, candidates[chosen].target != nil, !covered.contains(key) {
                    covered.insert(key)
                    let failed = candidates[..<chosen].compactMap { $0.guardCondition?.description }
                    let reason =
                        candidates[chosen].guardCondition?.description
                        ?? failed.joined(separator: ", ") + (failed.count == 1 ? " does not hold" : " do not hold")
                    found.append(Path(calls: path.0, modes: path.1, target: mode, reason: reason))
                }
                if seen.insert(Place(outcome.button)).inserted { queue.append((outcome.button, path.0, path.1)) }
            }
        }
        paths = found
    }

    /// Where the machine is: its state, counters and flags.
    private struct Place: Hashable {
        var mode: String?
        var context: [String: Int]
        var flags: ButtonFlags
        init(_ button: Button) {
            mode = button.machineState
            context = button.context
            flags = button.flags
        }
    }

    /// The calls the class has in `state`: a tap when enabled, each declared event, and the
    /// end of a step where the state has one.
    private static func triggers(_ state: MachineState, _ button: Button)
        -> [(Call, MachineInterpreter.Trigger, [MachineTransition])]
    {
        var result: [(Call, MachineInterpreter.Trigger, [MachineTransition])] = []
        let machine = button.definition.machine
        if button.flags.isEnabled {
            result.append(
                (
                    .event(MachineEvent.tap), .event(MachineEvent.tap),
                    machine?.candidates(for: MachineEvent.tap, in: state) ?? []
                ))
        }
        for event in button.definition.events {
            result.append(
                (.event(event.name), .event(event.name), machine?.candidates(for: event.name, in: state) ?? []))
        }
        if let index = state.after.firstIndex(where: { $0.delay == .step }) {
            result.append((.step, .delay(index), state.after[index].candidates))
        }
        return result
    }

    /// The candidate the machine takes, as the engine and the class choose: the first whose
    /// guard holds.
    private static func choice(_ candidates: [MachineTransition], _ button: Button) -> Int? {
        candidates.firstIndex { candidate in
            candidate.guardCondition.map { $0.allows(button.flags, context: button.context) } ?? true
        }
    }
}
