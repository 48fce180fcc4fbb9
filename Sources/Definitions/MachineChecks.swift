import ButtonKit

/// Checks of a whole machine that no single key can make: eventless loops that can be
/// seen in the file, and states no transition reaches.
enum MachineChecks {
    /// An error for every loop of eventless transitions taken for certain (a first
    /// `always` candidate without a guard): entering it would never rest.
    static func alwaysLoops(_ machine: MachineDefinition, at path: String, _ problems: inout ProblemCollector) {
        var certain: [String: String] = [:]
        // A final state's transitions are an error of their own.
        for state in machine.states where !state.isFinal {
            guard let first = state.always.first, first.guardCondition == nil else { continue }
            certain[state.name] = first.target ?? state.name
        }
        var reported: Set<String> = []
        for state in machine.states where certain[state.name] != nil && !reported.contains(state.name) {
            var chain = [state.name]
            var current = state.name
            while let next = certain[current] {
                if let start = chain.firstIndex(of: next) {
                    let loop = Array(chain[start...])
                    if !loop.contains(where: reported.contains) {
                        reported.formUnion(loop)
                        problems.error(
                            ProblemCollector.join("\(path).states", loop[0]) + ".always",
                            "the eventless transitions \((loop + [loop[0]]).joined(separator: " → ")) loop forever (give one a guard that the loop makes false, or a target outside the loop)"
                        )
                    }
                    break
                }
                chain.append(next)
                current = next
            }
        }
    }

    /// A warning for every state no transition leads to from the initial state.
    static func unreachableStates(_ machine: MachineDefinition, at path: String, _ problems: inout ProblemCollector) {
        var reached: Set<String> = [machine.initial]
        var queue = [machine.initial]
        let everywhere = machine.on.flatMap(\.candidates).compactMap(\.target)
        while let name = queue.popLast() {
            guard let state = machine.state(named: name) else { continue }
            let targets = state.allTransitions.compactMap(\.target) + (state.isFinal ? [] : everywhere)
            for target in targets where reached.insert(target).inserted { queue.append(target) }
        }
        for state in machine.states where !reached.contains(state.name) {
            problems.warning(
                ProblemCollector.join("\(path).states", state.name),
                "unreachable: no transition from \(machine.initial) leads here")
        }
    }
}
