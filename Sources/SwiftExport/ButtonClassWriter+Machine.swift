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
        counters(machine, &out)
        events(machine, &out)
        var timerBody = SwiftSource()
        for state in machine.states {
            for (index, delayed) in state.after.enumerated() {
                timerBody.line("case (.\(modeCase(state.name)), \(index)):")
                candidates(delayed.candidates, into: &timerBody)
            }
        }
        out.doc("The `index`th timer of the current state has fired.")
        out.block("private func timerFired(_ index: Int)") { body in
            body.flatBlock("switch (mode, index)") { cases in
                for line in timerBody.lines { cases.line(line) }
                cases.line("default: break")
            }
            body.line("settle()")
        }
        out.line()
        always(machine, &out)
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
        switch delay {
        case .milliseconds(let value), .named(_, let value): value
        case .step: 0
        }
    }

    /// The Swift name of a declared event (and of its method).
    func eventCase(_ name: String) -> String { SwiftNames.memberName(name, fallback: "event") }

    /// The machine's counters (`context`) as properties.
    private func counters(_ machine: MachineDefinition, _ out: inout SwiftSource) {
        guard !machine.context.isEmpty else { return }
        for counter in machine.context {
            out.doc("The counter `\(SwiftNames.comment(counter.name))` of the machine's context.")
            out.line("private(set) var \(counterName(counter.name)) = \(counter.initial)")
        }
        out.line()
    }

    private func counterName(_ name: String) -> String { SwiftNames.memberName(name, fallback: "counter") }

    /// `tapped()` and one method per declared event, each delivering its event.
    private func events(_ machine: MachineDefinition, _ out: inout SwiftSource) {
        let names = [MachineEvent.tap] + definition.events.map(\.name)
        out.doc("The events the machine handles: `tap` and the button file's declared events.")
        out.block("enum Event") { body in
            for name in names { body.line("case \(eventCase(name))") }
        }
        out.line()
        out.doc("A tap on the enabled button (its .touchUpInside), after the app's own actions.")
        out.block("private func tapped()") { body in body.line("handle(.\(eventCase(MachineEvent.tap)))") }
        for event in definition.events {
            out.line()
            let label = event.label.resolved(for: board.developmentLocale, development: board.developmentLocale)
            out.doc("Call when this happens: \(SwiftNames.comment(label)).")
            out.block("func \(eventCase(event.name))()") { body in body.line("handle(.\(eventCase(event.name)))") }
        }
        out.line()
        var body = SwiftSource()
        for state in machine.states {
            for name in names {
                let list = machine.candidates(for: name, in: state)
                guard !list.isEmpty else { continue }
                body.line("case (.\(modeCase(state.name)), .\(eventCase(name))):")
                candidates(list, into: &body)
            }
        }
        out.doc("Takes the first transition of the current state for `event` whose guard holds.")
        out.block("private func handle(_ event: Event)") { block in
            block.flatBlock("switch (mode, event)") { cases in
                for line in body.lines { cases.line(line) }
                cases.line("default: break")
            }
            block.line("settle()")
        }
        out.line()
    }

    /// `settle()`: eventless (`always`) transitions, at most 32 in a row.
    private func always(_ machine: MachineDefinition, _ out: inout SwiftSource) {
        var body = SwiftSource()
        for state in machine.states where !state.always.isEmpty {
            body.line("case .\(modeCase(state.name)):")
            candidates(state.always, into: &body, taken: "continue")
        }
        out.doc("Takes eventless (`always`) transitions while one holds, at most 32 in a row.")
        out.block("private func settle()") { block in
            guard !body.lines.isEmpty else { return }
            block.block("for _ in 0..<32") { loop in
                loop.flatBlock("switch mode") { cases in
                    for line in body.lines { cases.line(line) }
                    cases.line("default: break")
                }
                loop.line("return")
            }
        }
    }

    /// Candidates as an `if` / `else if` chain: the first whose guard holds is taken.
    private func candidates(_ list: [MachineTransition], into out: inout SwiftSource, taken: String? = nil) {
        var opened = false
        for transition in list {
            var lines = transition.actions.map(statement)
            if let target = transition.target { lines.append("enter(.\(modeCase(target)))") }
            if let taken { lines.append(taken) }
            if lines.allSatisfy({ $0.hasPrefix("//") }) { lines.append("break") }
            guard let guardCondition = transition.guardCondition else {
                if opened {
                    out.line("    } else {")
                    for line in lines { out.line("        " + line) }
                    out.line("    }")
                } else {
                    for line in lines { out.line("    " + line) }
                }
                return
            }
            out.line("    \(opened ? "} else if" : "if") \(test(guardCondition)) {")
            for line in lines { out.line("        " + line) }
            opened = true
        }
        if opened { out.line("    }") } else { out.line("    break") }
    }

    private func test(_ guardCondition: MachineGuard) -> String {
        guardCondition.conditions.map { condition in
            switch condition {
            case .flag(let flag, let negated): (negated ? "!" : "") + self.condition(flag)
            case .counter(let name, let comparison, let value): "\(counterName(name)) \(comparison.rawValue) \(value)"
            }
        }.joined(separator: " && ")
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
            if lines.allSatisfy({ $0.hasPrefix("//") }) { lines.append("break") }
            for line in lines { body.line("    " + line) }
        }
        var exitBody = SwiftSource()
        for state in machine.states where !state.exit.isEmpty {
            exitBody.line("case .\(modeCase(state.name)):")
            let lines = state.exit.map(statement)
            for line in lines { exitBody.line("    " + line) }
            if lines.allSatisfy({ $0.hasPrefix("//") }) { exitBody.line("    break") }
        }
        out.doc(
            """
            Exits the current state (its timers stop, its exit actions run) and enters `next`: its title for .normal, image and
            enabled, its entry actions, then its timers. Entering the state it is in restarts them.
            """)
        out.block("private func enter(_ next: Mode)") { block in
            block.line("timers.forEach { $0.cancel() }")
            block.line("timers = []")
            if !exitBody.lines.isEmpty {
                block.flatBlock("switch mode") { cases in
                    for line in exitBody.lines { cases.line(line) }
                    cases.line("default: break")
                }
            }
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

    /// `isSelected.toggle()`, `isLoading = true`, `likes += 1`, ...; a `send` stands in for
    /// the outside world and is left to the app.
    private func statement(_ action: MachineAction) -> String {
        switch action {
        case .flag(let verb, let flag):
            let property: String
            switch flag {
            case .highlighted: property = "isHighlighted"
            case .enabled: property = "isEnabled"
            case .selected: property = "isSelected"
            case .focused: return "// \(action.description): UIKit's focus cannot be set from code"
            case .custom(let name): property = stateNames.first { $0.state.name == name }?.property ?? "is\(name)"
            }
            switch verb {
            case .set: return "\(property) = true"
            case .clear: return "\(property) = false"
            case .toggle: return "\(property).toggle()"
            }
        case .step(let step, let name):
            return "\(counterName(name)) \(step == .increment ? "+=" : "-=") 1"
        case .assign(let name, let value):
            return "\(counterName(name)) = \(value)"
        case .send(let event):
            return
                "// send \(SwiftNames.comment(event)): the simulator's stand-in for the outside world; the app calls \(eventCase(event))() when it happens"
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
