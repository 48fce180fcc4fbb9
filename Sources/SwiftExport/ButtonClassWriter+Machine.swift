import ButtonKit

extension ButtonClassWriter {
    /// The Swift case of a machine state.
    func modeCase(_ name: String) -> String {
        modeCases[name] ?? SwiftNames.memberName(name, fallback: "state")
    }

    mutating func machine(_ out: inout SwiftSource) {
        guard let machine = definition.machine else { return }
        out.line()
        out.line("// MARK: - Machine")
        out.line()
        out.doc(
            "What a tap does, from the button file's `machine` (initial state `\(SwiftNames.comment(machine.initial))`)."
        )
        out.block("enum Mode: CaseIterable") { body in
            for state in machine.states {
                body.doc(describe(state))
                body.line("case \(modeCase(state.name))")
            }
            body.line()
            body.doc("A spinner turns while the machine is in this state.")
            body.block("var showsSpinner: Bool") { getter in
                let spinning = machine.states.filter(\.spinner).map { "." + modeCase($0.name) }
                getter.line(spinning.isEmpty ? "false" : "[\(spinning.joined(separator: ", "))].contains(self)")
            }
            body.line()
            body.doc("The timers started on entry (`after`), in file order.")
            body.block("var timers: [Delay]") { getter in
                getter.flatBlock("switch self") { cases in
                    for state in machine.states {
                        let delays = state.after.map {
                            $0.delay == .step ? ".step" : ".milliseconds(\(msValue($0.delay)))"
                        }
                        cases.line("case .\(modeCase(state.name)): [\(delays.joined(separator: ", "))]")
                    }
                }
            }
        }
        out.line()
        out.doc("An `after` delay: the step delay, or a fixed time.")
        out.block("enum Delay: Equatable") { body in
            body.line("case step")
            body.line("case milliseconds(Int)")
            body.line()
            body.block("func duration(step: Duration) -> Duration") { function in
                function.flatBlock("switch self") { cases in
                    cases.line("case .step: step")
                    cases.line("case .milliseconds(let value): .milliseconds(value)")
                }
            }
        }
        out.line()
        out.doc("The machine's state.")
        out.line("private(set) var mode: Mode = .\(modeCase(machine.initial))")
        out.doc("How long `after: step` waits (the simulator's --step-delay).")
        out.line(
            "var stepDelay: Duration = .milliseconds(\(stepDelay.components.seconds * 1000 + stepDelay.components.attoseconds / 1_000_000_000_000_000))"
        )
        out.line("private var timers: [Task<Void, Never>] = []")
        out.line()
        var tapBody = SwiftSource()
        for state in machine.states { transitionCase(state, transition: state.onTap, into: &tapBody) }
        out.doc("A tap on the enabled button (its .touchUpInside), as `on.tap` says.")
        out.block("private func tapped()") { body in
            body.flatBlock("switch mode") { cases in for line in tapBody.lines { cases.line(line) } }
        }
        out.line()
        var timerBody = SwiftSource()
        for state in machine.states {
            for (index, delayed) in state.after.enumerated() {
                timerBody.line("case (.\(modeCase(state.name)), \(index)):")
                transitionBody(delayed.transition, into: &timerBody, indent: true)
            }
        }
        out.doc("The `index`th timer of the current state has fired.")
        out.block("private func timerFired(_ index: Int)") { body in
            body.flatBlock("switch (mode, index)") { cases in
                for line in timerBody.lines { cases.line(line) }
                cases.line("default: break")
            }
        }
        out.line()
        entry(machine, &out)
        out.line()
        out.doc("Back to the button file's start: flags off, its titles, the initial state.")
        out.block("func reset()") { body in
            for entry in stateNames { body.line("\(entry.property) = false") }
            body.line("isSelected = false")
            body.line("isHighlighted = false")
            body.line("isEnabled = true")
            body.line(definition.configuration == nil ? "applyTitles()" : "baseTitle = Self.fileTitle")
            body.line("enter(.\(modeCase(machine.initial)))")
        }
    }

    private func msValue(_ delay: MachineDelay) -> Int {
        if case .milliseconds(let value) = delay { return value }
        return 0
    }

    private func describe(_ state: MachineState) -> String {
        var parts: [String] = ["`\(SwiftNames.comment(state.name))`"]
        if let title = state.title {
            parts.append(
                "title \"\(SwiftNames.comment(title.resolved(for: board.developmentLocale, development: board.developmentLocale)))\""
            )
        }
        if let enabled = state.enabled { parts.append(enabled ? "enabled" : "disabled") }
        if state.spinner { parts.append("spinner") }
        if state.isFinal { parts.append("final") }
        return parts.joined(separator: ", ") + "."
    }

    private func transitionCase(_ state: MachineState, transition: MachineTransition?, into out: inout SwiftSource) {
        out.line("case .\(modeCase(state.name)):")
        guard let transition else {
            out.line("    break")
            return
        }
        transitionBody(transition, into: &out, indent: true)
    }

    private func transitionBody(_ transition: MachineTransition, into out: inout SwiftSource, indent: Bool) {
        var lines: [String] = []
        for action in transition.actions { lines.append(statement(action)) }
        if let target = transition.target { lines.append("enter(.\(modeCase(target)))") }
        if lines.isEmpty { lines.append("break") }
        if let guardCondition = transition.guardCondition {
            let test = condition(guardCondition.flag)
            out.line("    guard \(guardCondition.negated ? "!" + test : test) else { break }")
        }
        for line in lines { out.line("    " + line) }
    }

    private mutating func entry(_ machine: MachineDefinition, _ out: inout SwiftSource) {
        var body = SwiftSource()
        for state in machine.states {
            body.line("case .\(modeCase(state.name)):")
            var lines: [String] = []
            if let title = state.title {
                let text = localized(
                    title, key: "\(id).\(state.name).title", comment: "\(id) button title in state \(state.name)")
                // A configuration button's title is its configuration's: the handler reads baseTitle.
                lines.append(
                    definition.configuration == nil ? "setTitle(\(text), for: .normal)" : "baseTitle = \(text)")
            }
            if let image = state.image {
                lines.append(
                    "setImage(UIImage(named: \(SwiftNames.literal("\(id).\(state.name)"))), for: .normal)  // \(SwiftNames.comment(image)) in the button file"
                )
            }
            if let enabled = state.enabled { lines.append("isEnabled = \(enabled)") }
            for action in state.entry { lines.append(statement(action)) }
            if lines.isEmpty { lines.append("break") }
            for line in lines { body.line("    " + line) }
        }
        out.doc(
            """
            Exits the current state (its timers stop) and enters `next`: its title for .normal, image and
            enabled, its entry actions, then its timers. Entering the state it is in restarts them.
            """)
        out.block("private func enter(_ next: Mode)") { block in
            block.line("timers.forEach { $0.cancel() }")
            block.line("timers = []")
            block.line("mode = next")
            block.flatBlock("switch next") { cases in for line in body.lines { cases.line(line) } }
            block.block("for (index, delay) in next.timers.enumerated()") { loop in
                loop.line("let duration = delay.duration(step: stepDelay)")
                loop.line("// A Task, not a Timer: it runs on the main actor like the button, and cancels cleanly.")
                loop.line("timers.append(Task { [weak self] in")
                loop.line("    try? await Task.sleep(for: duration)")
                loop.line("    guard !Task.isCancelled else { return }")
                loop.line("    self?.timerFired(index)")
                loop.line("})")
            }
            block.line("stateDidChange()")
        }
    }

    /// `isSelected.toggle()`, `isLoading = true`, ...
    private func statement(_ action: MachineAction) -> String {
        let property: String
        var invert = false
        switch action.flag {
        case .highlighted: property = "isHighlighted"
        case .enabled: property = "isEnabled"
        case .selected: property = "isSelected"
        case .focused: return "// \(action.description): UIKit's focus cannot be set from code"
        case .custom(let name): property = stateNames.first { $0.state.name == name }?.property ?? "is\(name)"
        }
        if case .enabled = action.flag { invert = false }
        switch action.verb {
        case .set: return "\(property) = \(!invert)"
        case .clear: return "\(property) = \(invert)"
        case .toggle: return "\(property).toggle()"
        }
    }

    private func condition(_ flag: ButtonFlag) -> String {
        switch flag {
        case .highlighted: "isHighlighted"
        case .enabled: "isEnabled"
        case .selected: "isSelected"
        case .focused: "isFocused"
        case .custom(let name): stateNames.first { $0.state.name == name }?.property ?? "false"
        }
    }
}
