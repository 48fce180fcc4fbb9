import ButtonKit

/// The ways the generated tests drive the twin's model: to every machine state of the flow as
/// the app reaches it (taps, the declared events, `finishStep()`, design timers), and from
/// there along every transition that ships without a guard.
struct SwiftUIRoutes {
    /// One call on the model and what it must show afterwards.
    struct Step {
        /// The Swift statement (`model.tap()`).
        var call: String
        /// Whether the state is reached by a design timer, so the test lets it fire.
        var waits: Bool
        /// The machine state's Swift case after the call.
        var mode: String
        /// Whether the button is enabled after the call.
        var isEnabled: Bool
    }

    /// One test.
    struct Route {
        /// The test's display name.
        var name: String
        /// The test function's name.
        var function: String
        /// The calls, in order.
        var steps: [Step]
    }

    let twin: SwiftUITwin

    var routes: [Route] {
        guard let machine = twin.definition.machine else { return [] }
        let writer = twin.writer
        let development = writer.board.developmentLocale
        let flow = MachineFlow(
            twin.definition, localization: Localization(locale: development, development: development))
        var paths: [String: [Step]] = [:]
        var routes: [Route] = []
        var functions: Set<String> = []
        func add(_ name: String, _ steps: [Step]) {
            let function = SwiftNames.uniqueMember(
                SwiftNames.words(name).joined(separator: " "), fallback: "route", suffix: "Again", used: &functions)
            routes.append(Route(name: name, function: function, steps: steps))
        }
        for step in flow.steps {
            guard let arrival = step.arrival else {
                paths[step.mode] = []
                add(
                    "starts in \(step.mode)",
                    [
                        Step(
                            call: "", waits: false, mode: writer.modeCase(step.mode),
                            isEnabled: step.button.isEnabled)
                    ])
                continue
            }
            guard let before = paths[arrival.from],
                let call = call(arrival, from: arrival.from, to: step.mode, machine)
            else {
                continue
            }
            let path =
                before + [
                    Step(
                        call: call.text, waits: call.waits, mode: writer.modeCase(step.mode),
                        isEnabled: step.button.isEnabled)
                ]
            paths[step.mode] = path
            add("\(arrival.from) to \(step.mode)", path)
        }
        // Every unguarded event transition from a state the tests reach, beyond the flow's first arrivals.
        for state in machine.states {
            guard let path = paths[state.name] else { continue }
            for name in [MachineEvent.tap] + twin.definition.events.map(\.name) {
                let shipped = ButtonClassWriter.shipped(machine.candidates(for: name, in: state))
                guard let first = shipped.first, first.guardCondition == nil, let target = first.target,
                    let reached = flow.steps.first(where: { $0.mode == target }),
                    !flow.steps.contains(where: { $0.arrival?.from == state.name && $0.mode == target })
                else { continue }
                let text = name == MachineEvent.tap ? "model.tap()" : "model.\(writer.eventCase(name))()"
                add(
                    "\(state.name) on \(name) to \(target)",
                    path + [
                        Step(
                            call: text, waits: false, mode: writer.modeCase(target), isEnabled: reached.button.isEnabled
                        )
                    ])
            }
        }
        // Every unguarded `after` transition: `finishStep(...)` for a step, the clock for a design timer.
        for state in machine.states {
            guard let path = paths[state.name] else { continue }
            let delays = writer.shippedDelays(state)
            for (_, delayed) in delays.step + delays.timers {
                guard let first = ButtonClassWriter.shipped(delayed.candidates).first, first.guardCondition == nil,
                    let target = first.target, let reached = flow.steps.first(where: { $0.mode == target }),
                    !flow.steps.contains(where: { $0.arrival?.from == state.name && $0.mode == target })
                else { continue }
                let isStep = delayed.delay == .step
                add(
                    "\(state.name) \(isStep ? "on finishing its step" : "after \(delayed.delay.description)") to \(target)",
                    path + [
                        Step(
                            call: isStep ? finishStepCall : "// the design timer fires", waits: !isStep,
                            mode: writer.modeCase(target), isEnabled: reached.button.isEnabled)
                    ])
            }
        }
        return routes
    }

    /// `model.finishStep()`, with each answer the opposite of the model's (as the simulator's step toggles it).
    private var finishStepCall: String {
        let answers = twin.writer.stepAnswers.filter { $0 != "isHighlighted" }
        return "model.finishStep(" + answers.map { "\($0): !model.\($0)" }.joined(separator: ", ") + ")"
    }

    /// The model call that makes `arrival` happen, and whether a timer must fire first; `nil`
    /// when the first transition that ships for it has a guard or leads elsewhere (a guard on
    /// counters depends on the way there, which these tests do not follow).
    private func call(
        _ arrival: (from: String, by: MachineFlow.Arrival), from: String, to target: String,
        _ machine: MachineDefinition
    ) -> (text: String, waits: Bool)? {
        let writer = twin.writer
        guard let state = machine.state(named: from) else { return nil }
        func leads(_ candidates: [MachineTransition]) -> Bool {
            guard let first = ButtonClassWriter.shipped(candidates).first else { return false }
            return first.guardCondition == nil && first.target == target
        }
        switch arrival.by {
        case .tap:
            return leads(machine.candidates(for: MachineEvent.tap, in: state)) ? ("model.tap()", false) : nil
        case .event(let name):
            return leads(machine.candidates(for: name, in: state)) ? ("model.\(writer.eventCase(name))()", false) : nil
        case .timer(let delay):
            guard let delayed = state.after.first(where: { $0.delay == delay }) else { return nil }
            if ButtonClassWriter.shipped(delayed.candidates).isEmpty {
                // The simulator played the outside world: the app calls the event it sent.
                for case .send(let event) in delayed.candidates.flatMap(\.actions)
                where leads(machine.candidates(for: event, in: state)) {
                    return ("model.\(writer.eventCase(event))()", false)
                }
                return nil
            }
            guard leads(delayed.candidates) else { return nil }
            return delay == .step ? (finishStepCall, false) : ("// the design timer fires", true)
        }
    }
}
