import ButtonKit

extension ButtonClassWriter {
    /// The Swift case of a machine state.
    func modeCase(_ name: String) -> String {
        modeCases[name] ?? SwiftNames.memberName(name, fallback: "state")
    }

    /// The Swift name of an event: `tap`, or a declared event's method and case.
    func eventCase(_ name: String) -> String {
        name == MachineEvent.tap ? "tap" : eventNames[name] ?? SwiftNames.memberName(name, fallback: "event")
    }

    func counterName(_ name: String) -> String {
        counterNames[name] ?? SwiftNames.memberName(name, fallback: "counter")
    }

    /// Whether a transition stands in for the outside world (it sends an event): the
    /// simulator runs it, the app ships without it and calls the event's method instead.
    static func standsInForTheWorld(_ transition: MachineTransition) -> Bool {
        transition.actions.contains { if case .send = $0 { true } else { false } }
    }

    /// The candidates that ship: those that send nothing.
    static func shipped(_ candidates: [MachineTransition]) -> [MachineTransition] {
        candidates.filter { !standsInForTheWorld($0) }
    }

    /// The `after` transitions of a state that ship, with their index in the file, split
    /// into `step` (the work the state stands for) and design timers (fixed delays).
    func shippedDelays(_ state: MachineState) -> (step: [(Int, DelayedTransition)], timers: [(Int, DelayedTransition)])
    {
        var step: [(Int, DelayedTransition)] = []
        var timers: [(Int, DelayedTransition)] = []
        for (index, delayed) in state.after.enumerated() where !Self.shipped(delayed.candidates).isEmpty {
            if delayed.delay == .step { step.append((index, delayed)) } else { timers.append((index, delayed)) }
        }
        return (step, timers)
    }

    /// Whether any state starts a timer: a design timer, or `after: step` run by `stepDelay`.
    var hasTimers: Bool {
        definition.machine?.states.contains { state in
            let delays = shippedDelays(state)
            return !delays.step.isEmpty || !delays.timers.isEmpty
        } ?? false
    }

    /// The flags an `after: step` transition toggles: the simulator's stand-in for the
    /// server's answer, so the app passes the real one to `finishStep(...)`.
    var stepAnswers: [String] {
        var names: [String] = []
        for state in definition.machine?.states ?? [] {
            for (_, delayed) in shippedDelays(state).step {
                for case .flag(.toggle, let flag) in Self.shipped(delayed.candidates).flatMap(\.actions) {
                    if let property = answerProperty(flag), !names.contains(property) { names.append(property) }
                }
            }
        }
        return names
    }

    /// The property a step's answer sets, or `nil` for focus (code cannot set it).
    func answerProperty(_ flag: ButtonFlag) -> String? {
        switch flag {
        case .highlighted: "isHighlighted"
        case .enabled: "isEnabled"
        case .selected: "isSelected"
        case .focused: nil
        case .custom(let name): stateNames.first { $0.state.name == name }?.property
        }
    }

    /// The call that ends the current step as the simulator's step delay does: with the
    /// toggled flags' opposite values as the answer.
    var finishStepCall: String {
        let answers = stepAnswers
        return "finishStep(" + answers.map { "\($0): !$0.\($0)" }.joined(separator: ", ") + ")"
    }

    var hasStepTransitions: Bool {
        definition.machine?.states.contains { !shippedDelays($0).step.isEmpty } ?? false
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
            let spinning = machine.states.filter(\.spinner).map { "." + modeCase($0.name) }
            if !spinning.isEmpty {
                body.line()
                body.doc("A spinner turns while the machine is in this state.")
                body.block("var showsSpinner: Bool") { getter in
                    getter.line("[\(spinning.joined(separator: ", "))].contains(self)")
                }
            }
        }
        out.line()
        out.doc("The machine's state.")
        out.line("private(set) var mode: Mode = .\(modeCase(machine.initial))")
        if hasStepTransitions {
            out.doc(
                """
                `nil` (the default): a state's `after: step` transition waits for the app to call
                `\(stepAnswers.isEmpty ? "finishStep()" : "finishStep(...)` or `stepFailed()")` when the work the state stands for is done. A duration runs it on a timer
                instead, as the simulator's step delay does (\(milliseconds(stepDelay)) ms when reviewed), for demos.
                """)
            out.line("var stepDelay: Duration?")
        }
        if hasTimers {
            out.doc("The timers of the current state, cancelled when it exits.")
            out.line("private var timers: [Task<Void, Never>] = []")
            out.doc(
                """
                The clock the timers run on: the continuous clock; a test gives its own to run them at once.
                Set it before the timers it should run start (a state's timers start when it is entered).
                """)
            out.line("var clock: any Clock<Duration> = ContinuousClock()")
        }
        out.line()
        counters(machine, &out)
        events(machine, &out)
        delays(machine, &out)
        always(machine, &out)
        if hasAlways { out.line() }
        entry(machine, &out)
        out.line()
        out.doc("Back to the button file's start: flags off, its titles, the initial state.")
        out.block("func reset()") { body in
            for entry in stateNames { body.line("\(entry.property) = false") }
            body.line("isSelected = false")
            body.line("isHighlighted = false")
            body.line("isEnabled = true")
            for counter in machine.context { body.line("\(counterName(counter.name)) = \(counter.initial)") }
            body.line(definition.configuration == nil ? "applyTitles()" : "baseTitle = Self.fileTitle")
            body.line("enter(.\(modeCase(machine.initial)))")
        }
    }

    func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    /// The machine's counters (`context`) as properties.
    private mutating func counters(_ machine: MachineDefinition, _ out: inout SwiftSource) {
        guard !machine.context.isEmpty else { return }
        let shown = countersShownInTitles
        for counter in machine.context {
            guard shown.contains(counter.name) else {
                out.doc("The counter `\(SwiftNames.comment(counter.name))` of the machine's context.")
                out.line("private(set) var \(counterName(counter.name)) = \(counter.initial)")
                continue
            }
            out.doc(
                "The counter `\(SwiftNames.comment(counter.name))` of the machine's context; the titles that show it follow it."
            )
            out.block("private(set) var \(counterName(counter.name)) = \(counter.initial)") { body in
                body.line("didSet { refreshTitles() }")
            }
        }
        out.line()
        guard !shown.isEmpty else { return }
        out.doc("A counter changed: the file's titles and the machine state's, with the new value.")
        out.block("private func refreshTitles()") { body in
            body.line("applyTitles()")
            if machine.states.contains(where: { $0.title != nil }) {
                body.line("if let title = modeTitle { setTitle(title, for: .normal) }")
            }
            body.line("stateDidChange()")
        }
        out.line()
        guard machine.states.contains(where: { $0.title != nil }) else { return }
        out.doc("The title the current machine state sets for .normal, if it sets one.")
        out.block("private var modeTitle: String?") { body in
            body.flatBlock("switch mode") { cases in
                for state in machine.states {
                    guard let title = state.title else { continue }
                    let text = localized(
                        title, key: "\(id).machine.\(state.name).title",
                        comment: "\(id) button title in machine state \(state.name)", counters: true)
                    cases.line("case .\(modeCase(state.name)): \(text)")
                }
                if machine.states.contains(where: { $0.title == nil }) { cases.line("default: nil") }
            }
        }
        out.line()
    }

    /// The counters a title of a (non-configuration) button shows, in any locale.
    var countersShownInTitles: Set<String> {
        guard definition.configuration == nil, let machine = definition.machine else { return [] }
        let texts =
            definition.titles.flatMap(\.value.allTexts) + machine.states.compactMap(\.title).flatMap(\.allTexts)
        return Set(
            machine.context.map(\.name).filter { name in texts.contains { $0.contains("{\(name)}") } })
    }

    /// The tap handler and one method per declared event, each delivering its event.
    private func events(_ machine: MachineDefinition, _ out: inout SwiftSource) {
        let names = [MachineEvent.tap] + definition.events.map(\.name)
        out.doc("The events the machine handles: `tap` and the button file's declared events.")
        out.block("enum Event") { body in
            for name in names { body.line("case \(eventCase(name))") }
        }
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
                let all = machine.candidates(for: name, in: state)
                let list = Self.shipped(all)
                guard !list.isEmpty else {
                    if !all.isEmpty {
                        body.line(
                            "// (.\(modeCase(state.name)), .\(eventCase(name))): sends an event, so the app does it.")
                    }
                    continue
                }
                body.line("case (.\(modeCase(state.name)), .\(eventCase(name))):")
                candidates(list, into: &body)
            }
        }
        out.doc("Takes the first transition of the current state for `event` whose guard holds.")
        dispatcher(
            "func handle(_ event: Event)", over: "(mode, event)", body,
            combinations: machine.states.count * names.count,
            &out)
        out.line()
    }

    /// `DECLARATION { switch SUBJECT { CASES default: break } }`, then the eventless
    /// transitions: a method that takes the first case matching the machine's state. The
    /// `default` is left out when the cases cover all `combinations` (Swift warns that it
    /// would never run).
    private func dispatcher(
        _ declaration: String, over subject: String, _ body: SwiftSource, combinations: Int? = nil,
        _ out: inout SwiftSource
    ) {
        let covered = body.lines.filter { $0.hasPrefix("case ") }.count
        out.block(declaration) { block in
            block.flatBlock("switch \(subject)") { cases in
                for line in body.lines { cases.line(line) }
                if covered != combinations { cases.line("default: break") }
            }
            if hasAlways { block.line("settle()") }
        }
    }

    /// Whether any state has eventless (`always`) transitions that ship.
    var hasAlways: Bool {
        definition.machine?.states.contains { !Self.shipped($0.always).isEmpty } ?? false
    }

    /// `finishStep()` for `after: step`, and `timerFired(_:)` for the design timers.
    private func delays(_ machine: MachineDefinition, _ out: inout SwiftSource) {
        if hasStepTransitions {
            let answers = stepAnswers
            func stepMethod(_ signature: String, doc: String, rewrite: @escaping (MachineAction) -> String?) {
                var body = SwiftSource()
                for state in machine.states {
                    for (_, delayed) in shippedDelays(state).step {
                        body.line("case .\(modeCase(state.name)):")
                        candidates(Self.shipped(delayed.candidates), into: &body, rewrite: rewrite)
                    }
                }
                out.doc(doc)
                dispatcher("func \(signature)", over: "mode", body, combinations: machine.states.count, &out)
                out.line()
            }
            if answers.isEmpty {
                stepMethod(
                    "finishStep()",
                    doc: """
                        Call when the work the current state stands for has finished (the request came back, the
                        download ended): takes the state's `after: step` transition. Nothing happens in a state without one.
                        """, rewrite: { _ in nil })
            } else {
                let parameters = answers.map { "\($0): Bool" }.joined(separator: ", ")
                stepMethod(
                    "finishStep(\(parameters))",
                    doc: """
                        Call when the request the current state stands for succeeded, with the server's answer
                        (\(answers.map { "`\($0)`" }.joined(separator: ", "))): takes the state's `after: step` transition and
                        sets what the simulator toggled to what the server says. Nothing happens in a state without one.
                        """,
                    rewrite: { action in
                        guard case .flag(.toggle, let flag) = action, let property = self.answerProperty(flag) else {
                            return nil
                        }
                        return "self.\(property) = \(property)  // the server's answer"
                    })
                stepMethod(
                    "stepFailed()",
                    doc: """
                        Call when the request the current state stands for failed: the state's `after: step`
                        transition is taken without changing what an answer would have set, so the button
                        shows what it showed before the tap.
                        """,
                    rewrite: { action in
                        guard case .flag(.toggle, let flag) = action, self.answerProperty(flag) != nil else {
                            return nil
                        }
                        return ""
                    })
            }
        }
        var timerBody = SwiftSource()
        for state in machine.states {
            for (index, delayed) in shippedDelays(state).timers {
                timerBody.line("case (.\(modeCase(state.name)), \(index)):")
                candidates(Self.shipped(delayed.candidates), into: &timerBody)
            }
        }
        guard !timerBody.lines.isEmpty else { return }
        out.doc("The design timer at `index` in the current state's `after` has fired.")
        dispatcher("private func timerFired(_ index: Int)", over: "(mode, index)", timerBody, &out)
        out.line()
    }

    /// `settle()`: eventless (`always`) transitions, at most 32 in a row.
    private func always(_ machine: MachineDefinition, _ out: inout SwiftSource) {
        var body = SwiftSource()
        for state in machine.states where !Self.shipped(state.always).isEmpty {
            body.line("case .\(modeCase(state.name)):")
            candidates(Self.shipped(state.always), into: &body, taken: "continue")
        }
        guard !body.lines.isEmpty else { return }
        out.doc("Takes eventless (`always`) transitions while one holds, at most 32 in a row.")
        out.block("private func settle()") { block in
            block.block("for _ in 0..<32") { loop in
                loop.flatBlock("switch mode") { cases in
                    for line in body.lines { cases.line(line) }
                    if machine.states.contains(where: { Self.shipped($0.always).isEmpty }) {
                        cases.line("default: break")
                    }
                }
                loop.line("return")
            }
        }
    }

    /// Candidates as an `if` / `else if` chain: the first whose guard holds is taken.
    private func candidates(
        _ list: [MachineTransition], into out: inout SwiftSource, taken: String? = nil,
        rewrite: (MachineAction) -> String? = { _ in nil }
    ) {
        GuardedChain.write(list, into: &out, test: test) { transition in
            var lines = transition.actions.map { rewrite($0) ?? statement($0) }.filter { !$0.isEmpty }
            if let target = transition.target { lines.append("enter(.\(modeCase(target)))") }
            if let taken { lines.append(taken) }
            if lines.allSatisfy({ $0.hasPrefix("//") }) { lines.append("break") }
            return lines
        }
        // A case needs a statement: a state with no transition for the event does nothing.
        if list.isEmpty { out.line("    break") }
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
        if let enabled = state.enabled {
            parts.append(enabled ? SystemFlag.disabled.codeName : SystemFlag.disabled.name)
        }
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
                    title, key: "\(id).machine.\(state.name).title",
                    comment: "\(id) button title in machine state \(state.name)",
                    counters: definition.configuration == nil)
                // A configuration button's title is its configuration's: the handler reads baseTitle.
                lines.append(
                    definition.configuration == nil ? "setTitle(\(text), for: .normal)" : "baseTitle = \(text)")
            }
            if let image = state.image {
                let value = self.image(image, asset: "\(id).\(state.name)")
                lines.append("setImage(\(value), for: .normal)  // \(SwiftNames.comment(image)) in the button file")
            }
            if let enabled = state.enabled { lines.append("isEnabled = \(enabled)") }
            for action in state.entry { lines.append(statement(action)) }
            let (step, timers) = shippedDelays(state)
            for delayed in state.after where Self.shipped(delayed.candidates).isEmpty {
                let events = delayed.candidates.flatMap(\.actions).compactMap { action -> String? in
                    if case .send(let event) = action { "\(eventCase(event))()" } else { nil }
                }
                lines.append(
                    "// after \(SwiftNames.comment(delayed.delay.description)): the simulator plays the outside world here; the app calls \(events.joined(separator: " or ")) when it happens."
                )
            }
            if !step.isEmpty {
                lines.append("if let stepDelay { startTimer(after: stepDelay) { $0.\(finishStepCall) } }")
            }
            for (index, delayed) in timers {
                let milliseconds: Int
                switch delayed.delay {
                case .milliseconds(let value), .named(_, let value): milliseconds = value
                case .step: milliseconds = 0
                }
                lines.append("startTimer(after: .milliseconds(\(milliseconds))) { $0.timerFired(\(index)) }")
            }
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
            Exits the current state (its timers stop, its exit actions run) and enters `next`: its title for .normal,
            image and enabled, its entry actions, then its timers. Entering the state it is in restarts them.
            """)
        let timed = hasTimers
        out.block("func enter(_ next: Mode)") { block in
            if timed {
                block.line("timers.forEach { $0.cancel() }")
                block.line("timers = []")
            }
            if !exitBody.lines.isEmpty {
                block.flatBlock("switch mode") { cases in
                    for line in exitBody.lines { cases.line(line) }
                    if machine.states.contains(where: \.exit.isEmpty) { cases.line("default: break") }
                }
            }
            block.line("mode = next")
            block.flatBlock("switch next") { cases in for line in body.lines { cases.line(line) } }
            block.line("stateDidChange()")
        }
        guard timed else { return }
        out.line()
        out.doc(
            "Runs `fire` after `delay` on `clock` unless the state is left first (a Task on the main actor, cancelled on exit)."
        )
        out.block(
            "private func startTimer(after delay: Duration, _ fire: @escaping @MainActor (\(className)) -> Void)"
        ) { block in
            block.line("timers.append(Task { [weak self, clock] in")
            block.line("    try? await clock.sleep(for: delay)")
            block.line("    guard !Task.isCancelled, let self else { return }")
            block.line("    fire(self)")
            block.line("})")
        }
    }

    /// `isSelected.toggle()`, `isLoading = true`, `likes += 1`, ...; a `send` stands in for
    /// the outside world and is left to the app.
    func statement(_ action: MachineAction) -> String {
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
            return "// send \(SwiftNames.comment(event)): the app calls \(eventCase(event))() when it happens"
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
