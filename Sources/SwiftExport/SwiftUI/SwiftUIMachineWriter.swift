import ButtonKit

/// Writes the machine inside the twin's model: its state, counters, the event methods, the
/// design timers on a clock a test can replace, and `enter(_:)`. Titles and images are not
/// set here: they are rows of the look table, keyed by the machine state.
struct MachineBody {
    let twin: SwiftUITwin
    let machine: MachineDefinition

    private var writer: ButtonClassWriter { twin.writer }

    func write(_ out: inout SwiftSource) {
        out.line()
        out.doc("The machine's state (`\(SwiftNames.comment(machine.initial))` at first).")
        out.line("private(set) var mode: \(twin.stateName).Mode = .\(writer.modeCase(machine.initial))")
        if !twin.imageModes.isEmpty {
            out.doc("The machine state whose image the button shows, kept until another state sets one.")
            out.line("private(set) var imageSetBy: \(twin.stateName).Mode?")
        }
        if twin.keysTitleSetBy {
            out.doc("The machine state whose title the button shows, kept until another state sets one.")
            out.line("private(set) var titleSetBy: \(twin.stateName).Mode?")
        }
        for counter in machine.context {
            out.doc("The counter `\(SwiftNames.comment(counter.name))` of the machine's context.")
            out.line("private(set) var \(writer.counterName(counter.name)) = \(counter.initial)")
        }
        if hasTimers {
            out.doc("The clock the design timers run on; a test gives its own to run them at once.")
            out.line("@ObservationIgnored var clock: any Clock<Duration> = ContinuousClock()")
            out.doc("The current state's timers, cancelled when it exits.")
            out.line("@ObservationIgnored private var timers: [Task<Void, Never>] = []")
        }
        out.line()
        out.doc("A model in the machine's first state, its entry applied.")
        out.block("init()") { body in body.line("enter(.\(writer.modeCase(machine.initial)))") }
        events(&out)
        finishStep(&out)
        timerFired(&out)
        enter(&out)
    }

    private var names: [String] { [MachineEvent.tap] + twin.definition.events.map(\.name) }

    private func events(_ out: inout SwiftSource) {
        for event in twin.definition.events {
            out.line()
            let development = writer.board.developmentLocale
            out.doc(
                "Call when this happens: \(SwiftNames.comment(event.label.resolved(for: development, development: development)))."
            )
            out.block("func \(writer.eventCase(event.name))()") { body in
                body.line("handle(.\(writer.eventCase(event.name)))")
            }
        }
        out.line()
        out.doc("The events the machine handles: `tap` and the button file's declared events.")
        out.block("private enum Event") { body in
            for name in names { body.line("case \(writer.eventCase(name))") }
        }
        out.line()
        out.doc("Takes the first transition of the current state for `event` whose guard holds.")
        out.block("private func handle(_ event: Event)") { body in
            var covered = 0
            body.flatBlock("switch (mode, event)") { cases in
                for state in machine.states {
                    for name in names {
                        let all = machine.candidates(for: name, in: state)
                        let shipped = ButtonClassWriter.shipped(all)
                        if shipped.isEmpty {
                            if !all.isEmpty {
                                cases.line(
                                    "// (.\(writer.modeCase(state.name)), \(writer.eventCase(name))): the simulator played the outside world; the app calls the event's method."
                                )
                            }
                            continue
                        }
                        covered += 1
                        cases.line("case (.\(writer.modeCase(state.name)), .\(writer.eventCase(name))):")
                        candidates(shipped, &cases)
                    }
                }
                // Swift warns about a default that can never run.
                if covered != machine.states.count * names.count { cases.line("default: break") }
            }
        }
    }

    /// `finishStep()`: the `after: step` transitions that ship (the work a state stands for);
    /// where the simulator toggled a flag as the server's answer, the app passes the real one
    /// (`finishStep(isSelected:)`), as in the UIKit export.
    private func finishStep(_ out: inout SwiftSource) {
        let answers = writer.stepAnswers.filter { $0 != "isHighlighted" }
        var cases = SwiftSource()
        for state in machine.states {
            for (_, delayed) in writer.shippedDelays(state).step {
                cases.line("case .\(writer.modeCase(state.name)):")
                candidates(ButtonClassWriter.shipped(delayed.candidates), &cases) { action in
                    guard case .flag(.toggle, let flag) = action, let property = writer.answerProperty(flag),
                        answers.contains(property)
                    else { return nil }
                    return "self.\(property) = \(property)  // the server's answer"
                }
            }
        }
        guard !cases.lines.isEmpty else { return }
        out.line()
        if answers.isEmpty {
            out.doc("Call when the work the current state stands for is done: takes its `after: step` transition.")
        } else {
            out.doc(
                """
                Call when the request the current state stands for succeeded, with the server's answer
                (\(answers.map { "`\($0)`" }.joined(separator: ", "))): takes the state's `after: step` transition.
                """)
        }
        out.block("func finishStep(\(answers.map { "\($0): Bool" }.joined(separator: ", ")))") { body in
            body.flatBlock("switch mode") { switchBody in
                for line in cases.lines { switchBody.line(line) }
                if cases.lines.filter({ $0.hasPrefix("case ") }).count != machine.states.count {
                    switchBody.line("default: break")
                }
            }
        }
    }

    private var hasTimers: Bool {
        machine.states.contains { !writer.shippedDelays($0).timers.isEmpty }
    }

    private func timerFired(_ out: inout SwiftSource) {
        guard hasTimers else { return }
        out.line()
        out.doc("The design timer at `index` in the current state's `after` has fired.")
        out.block("private func timerFired(_ index: Int)") { body in
            body.flatBlock("switch (mode, index)") { cases in
                for state in machine.states {
                    for (index, delayed) in writer.shippedDelays(state).timers {
                        cases.line("case (.\(writer.modeCase(state.name)), \(index)):")
                        candidates(ButtonClassWriter.shipped(delayed.candidates), &cases)
                    }
                }
                cases.line("default: break")
            }
        }
    }

    private func enter(_ out: inout SwiftSource) {
        out.line()
        var kept: [String] = []
        if twin.keysTitleSetBy { kept.append("title") }
        if !twin.imageModes.isEmpty { kept.append("image") }
        let sets = kept.isEmpty ? "" : "the \(kept.joined(separator: " and ")) it sets, "
        out.doc(
            """
            Exits the current state (its timers stop, its exit actions run) and enters `next`:
            \(sets)its enabled, entry actions and timers.
            """)
        out.block("private func enter(_ next: \(twin.stateName).Mode)") { body in
            if hasTimers {
                body.line("timers.forEach { $0.cancel() }")
                body.line("timers = []")
            }
            let exiting = machine.states.filter { !$0.exit.isEmpty }
            if !exiting.isEmpty {
                body.flatBlock("switch mode") { cases in
                    for state in exiting {
                        cases.line("case .\(writer.modeCase(state.name)):")
                        for action in state.exit { cases.line("    " + statement(action)) }
                    }
                    if exiting.count != machine.states.count { cases.line("default: break") }
                }
            }
            body.line("mode = next")
            guard
                machine.states.contains(where: {
                    $0.image != nil || ($0.title != nil && twin.keysTitleSetBy) || $0.enabled != nil
                        || !$0.entry.isEmpty
                        || !writer.shippedDelays($0).timers.isEmpty
                })
            else { return }
            body.flatBlock("switch next") { cases in
                for state in machine.states {
                    cases.line("case .\(writer.modeCase(state.name)):")
                    var lines: [String] = []
                    if let image = state.image, let first = twin.imageModes.first(where: { $0.image == image }) {
                        lines.append("imageSetBy = .\(writer.modeCase(first.state))")
                    }
                    if state.title != nil, twin.keysTitleSetBy {
                        lines.append("titleSetBy = .\(writer.modeCase(state.name))")
                    }
                    if let enabled = state.enabled { lines.append("isEnabled = \(enabled)") }
                    lines += state.entry.map(statement)
                    for (index, delayed) in writer.shippedDelays(state).timers {
                        let milliseconds: Int
                        switch delayed.delay {
                        case .milliseconds(let value), .named(_, let value): milliseconds = value
                        case .step: milliseconds = 0
                        }
                        lines.append("startTimer(after: .milliseconds(\(milliseconds)), index: \(index))")
                    }
                    if lines.allSatisfy({ $0.hasPrefix("//") }) { lines.append("break") }
                    for line in lines { cases.line("    " + line) }
                }
            }
        }
        guard hasTimers else { return }
        out.line()
        out.doc("Fires the timer `index` after `delay` on `clock`, unless the state is left first.")
        out.block("private func startTimer(after delay: Duration, index: Int)") { body in
            body.line("timers.append(Task { [weak self, clock] in")
            body.line("    try? await clock.sleep(for: delay)")
            body.line("    guard !Task.isCancelled, let self else { return }")
            body.line("    self.timerFired(index)")
            body.line("})")
        }
    }

    /// Candidates as an `if` / `else if` chain: the first whose guard holds is taken.
    private func candidates(
        _ list: [MachineTransition], _ out: inout SwiftSource, rewrite: (MachineAction) -> String? = { _ in nil }
    ) {
        GuardedChain.write(list, into: &out, test: test) { transition in
            var lines = transition.actions.map { rewrite($0) ?? statement($0) }
            if let target = transition.target { lines.append("enter(.\(writer.modeCase(target)))") }
            if lines.allSatisfy({ $0.hasPrefix("//") }) { lines.append("break") }
            return lines
        }
    }

    private func test(_ condition: MachineGuard) -> String {
        condition.conditions.map { part in
            switch part {
            case .flag(let flag, let negated): (negated ? "!" : "") + self.flag(flag)
            case .counter(let name, let comparison, let value):
                "\(writer.counterName(name)) \(comparison.rawValue) \(value)"
            }
        }.joined(separator: " && ")
    }

    /// A flag as the model reads it; the press and focus are the style's, never the model's.
    private func flag(_ flag: ButtonFlag) -> String {
        switch flag {
        case .highlighted: "styleState.isPressed"
        case .enabled: "styleState.isEnabled"
        case .selected: "styleState.isSelected"
        case .focused: "styleState.isFocused"
        case .custom(let name): writer.stateNames.first { $0.state.name == name }?.property ?? "false"
        }
    }

    /// The UIKit export's statement, where SwiftUI can do the same: code cannot press or
    /// focus a SwiftUI button.
    private func statement(_ action: MachineAction) -> String {
        if case .flag(_, .highlighted) = action {
            return "// \(action.description): SwiftUI's press cannot be set from code"
        }
        if case .flag(_, .focused) = action {
            return "// \(action.description): focus is the app's (@FocusState), not the model's"
        }
        return writer.statement(action)
    }
}
