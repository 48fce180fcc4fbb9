import ButtonKit

extension ButtonClassWriter {
    /// The flags a restored state starts from: those the machine leaves when it reaches
    /// `mode` by itself, its entry applied (``MachineFlow``, as `render --mode` shows it);
    /// a fresh button's for a button without a machine or a state the machine never reaches.
    func reachedFlags(_ mode: String?) -> ButtonFlags {
        mode.flatMap { reachedByMode[$0] } ?? ButtonFlags(catalog: definition.states)
    }

    /// `restore(...)`: puts the button in one state (machine state with its entry, custom
    /// states, then UIKit's flags as code asked for them), for state restoration, the
    /// previews and the tests.
    func restore(_ out: inout SwiftSource) {
        let machine = definition.machine != nil
        // With a machine, a flag not given is what the machine leaves in that state.
        let type = machine ? "Bool? = nil" : "Bool = false"
        var parameters: [String] = []
        if machine { parameters.append("mode: Mode") }
        parameters += stateNames.map { "\($0.property): \(type)" }
        parameters += ["isSelected: \(type)", "isHighlighted: \(type)", "isEnabled: \(machine ? type : "Bool = true")"]
        out.line()
        out.line("// MARK: - Restoring a state")
        out.line()
        if machine {
            out.doc(
                """
                Puts the button in one state as the app reaches it: the machine state with its entry applied
                and the flags the machine leaves there (as the reviewed flow shows it), then the custom
                states and UIKit's flags given, as code asks for them (a state holding a flag still
                overrules it). For state restoration; the reviewed states' previews and tests use it.
                """)
        } else {
            out.doc(
                """
                Puts the button in one state: the custom states, then UIKit's flags as code asks for them
                (a state holding a flag still overrules it). For state restoration; the reviewed states'
                previews and tests use it.
                """)
        }
        out.block("func restore(\(parameters.joined(separator: ", ")))") { body in
            if machine { body.line("enter(mode)") }
            for entry in stateNames {
                let value =
                    machine
                    ? "\(entry.property) ?? \(reachedExpression { $0.isOn(.custom(entry.state.name)) })"
                    : entry.property
                body.line("self.\(entry.property) = \(value)")
            }
            // A setter runs only for a change, as one that runs anyway can end a state that
            // implies the flag; a held flag reads as held, so its request is compared too.
            let flags: [(String, (ButtonFlags) -> Bool)] = [
                ("isSelected", { $0.isRequested(.selected) }), ("isHighlighted", { $0.isRequested(.highlighted) }),
                ("isEnabled", { $0.isEnabledRequested }),
            ]
            for (flag, value) in flags {
                if machine { body.line("let \(flag) = \(flag) ?? \(reachedExpression(value))") }
                let request = requestedVariable(for: flag).map { "\($0) != \(flag) || " } ?? ""
                body.line("if \(request)self.\(flag) != \(flag) { self.\(flag) = \(flag) }")
            }
        }
    }

    /// A flag's value as the machine leaves it in `mode`: a literal when every state leaves it
    /// as a fresh button has it, else the states that do not (`[.requesting].contains(mode)`).
    private func reachedExpression(_ value: (ButtonFlags) -> Bool) -> String {
        let fresh = value(ButtonFlags(catalog: definition.states))
        let differing = (definition.machine?.states ?? []).filter { value(reachedFlags($0.name)) != fresh }
        guard !differing.isEmpty else { return "\(fresh)" }
        let list = "[" + differing.map { "." + modeCase($0.name) }.joined(separator: ", ") + "].contains(mode)"
        return fresh ? "!" + list : list
    }

    /// The arguments of `restore(...)` for a reachable state: only what differs from where
    /// the state starts (``reachedFlags(_:)``).
    func restoreArguments(_ entry: ReachableStates.Entry) -> String {
        var arguments: [String] = []
        if let mode = entry.mode { arguments.append("mode: .\(modeCase(mode))") }
        let start = reachedFlags(entry.mode)
        for named in stateNames
        where entry.flags.isOn(.custom(named.state.name)) != start.isOn(.custom(named.state.name)) {
            arguments.append("\(named.property): \(entry.flags.isOn(.custom(named.state.name)))")
        }
        for (flag, name) in [(ButtonFlag.selected, "isSelected"), (.highlighted, "isHighlighted")]
        where entry.flags.isRequested(flag) != start.isRequested(flag) {
            arguments.append("\(name): \(entry.flags.isRequested(flag))")
        }
        if entry.flags.isEnabledRequested != start.isEnabledRequested {
            arguments.append("isEnabled: \(entry.flags.isEnabledRequested)")
        }
        return arguments.joined(separator: ", ")
    }

    /// A short name for a reachable state: `requesting · selected, loading`.
    func stateName(_ entry: ReachableStates.Entry) -> String {
        var flags: [String] = []
        if entry.flags.isRequested(.selected) { flags.append(SystemFlag.selected.name) }
        if entry.flags.isRequested(.highlighted) { flags.append(SystemFlag.highlighted.name) }
        if !entry.flags.isEnabledRequested { flags.append(SystemFlag.disabled.name) }
        flags += stateNames.filter { entry.flags.isOn(.custom($0.state.name)) }.map(\.state.name)
        let flagText = flags.isEmpty ? SystemFlag.normalName : flags.joined(separator: ", ")
        return entry.mode.map { "\($0) · \(flagText)" } ?? flagText
    }
}
