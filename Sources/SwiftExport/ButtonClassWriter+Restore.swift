import ButtonKit

extension ButtonClassWriter {
    /// `restore(...)`: puts the button in one state (machine state, custom states, then
    /// UIKit's flags as code asked for them), for state restoration, the previews and the tests.
    func restore(_ out: inout SwiftSource) {
        var parameters: [String] = []
        if definition.machine != nil { parameters.append("mode: Mode") }
        parameters += stateNames.map { "\($0.property): Bool = false" }
        parameters += ["isSelected: Bool = false", "isHighlighted: Bool = false", "isEnabled: Bool = true"]
        out.line()
        out.line("// MARK: - Restoring a state")
        out.line()
        out.doc(
            """
            Puts the button in one state: \(definition.machine == nil ? "" : "the machine state, then ")the custom states, then UIKit's flags as
            code asks for them (a state holding a flag still overrules it). For state restoration; the
            reviewed states' previews and tests use it.
            """)
        out.block("func restore(\(parameters.joined(separator: ", ")))") { body in
            if definition.machine != nil { body.line("enter(mode)") }
            for entry in stateNames { body.line("self.\(entry.property) = \(entry.property)") }
            // A setter runs only for a change, as one that runs anyway can end a state that
            // implies the flag; a held flag reads as held, so its request is compared too.
            for flag in ["isSelected", "isHighlighted", "isEnabled"] {
                let request = requestedVariable(for: flag).map { "\($0) != \(flag) || " } ?? ""
                body.line("if \(request)self.\(flag) != \(flag) { self.\(flag) = \(flag) }")
            }
        }
    }

    /// The arguments of `restore(...)` for a reachable state, defaults left out.
    func restoreArguments(_ entry: ReachableStates.Entry) -> String {
        var arguments: [String] = []
        if let mode = entry.mode { arguments.append("mode: .\(modeCase(mode))") }
        for named in stateNames where entry.flags.isOn(.custom(named.state.name)) {
            arguments.append("\(named.property): true")
        }
        if entry.flags.isRequested(.selected) { arguments.append("isSelected: true") }
        if entry.flags.isRequested(.highlighted) { arguments.append("isHighlighted: true") }
        if !entry.flags.isEnabledRequested { arguments.append("isEnabled: false") }
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
