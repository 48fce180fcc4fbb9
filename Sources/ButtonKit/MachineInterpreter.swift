/// Runs a button's machine: entering and exiting states, choosing among guarded
/// candidates, eventless (`always`) transitions and events the machine sends itself.
/// Pure: the reducer turns the timers of the state it ends in into effects.
///
/// One event is a macrostep, as in XState: the transition it chooses, then every `always`
/// transition that holds and every event sent with `send`, in order, until the machine
/// rests, at most ``stepLimit`` steps (a chain longer than that stops, and says so).
public enum MachineInterpreter {
    /// The most steps one event may set off (eventless transitions and sent events).
    public static let stepLimit = 32

    /// How guards on counters are decided.
    public enum Counters: Sendable {
        /// By the counters' values: exactly one outcome.
        case known
        /// As possibly true or false, for the reachable states: every outcome.
        case either
    }

    /// What sets a macrostep off.
    public enum Trigger: Hashable, Sendable {
        /// `tap` or a declared event.
        case event(String)
        /// The current state's `index`-th `after` delay has passed.
        case delay(Int)
    }

    /// Where a macrostep left the button.
    public struct Outcome: Sendable {
        /// The button afterwards.
        public var button: Button
        /// Flag changes a `holds` custom state kept from showing, with the state holding them.
        public var held: [(flag: ButtonFlag, heldBy: CustomState)]
        /// Whether a transition with a target was taken, so the state's timers restart.
        public var reentered: Bool
        /// Whether the chain of steps was cut at ``MachineInterpreter/stepLimit``.
        public var stoppedAtLimit: Bool
    }

    /// Enters the machine's initial state and lets it rest (its `always` transitions and
    /// sent events). The caller schedules the timers of the state it ends in.
    /// - Parameters:
    ///   - button: A button with a machine.
    ///   - localization: The locale titles are set in.
    public static func start(_ button: inout Button, localization: Localization) {
        guard let machine = button.definition.machine else { return }
        var run = Run(button: button)
        enter(machine.initial, &run, localization)
        if let outcome = settle(run, .known, localization).first { button = outcome.button }
    }

    /// Puts the machine in a state with its entry applied (title, image, enabled, entry
    /// actions) and nothing after it, as a picture of that state shows it.
    /// - Parameters:
    ///   - name: A state of the button's machine.
    ///   - button: The button.
    ///   - localization: The locale titles are set in.
    public static func show(_ name: String, on button: inout Button, localization: Localization) {
        var run = Run(button: button)
        enter(name, &run, localization)
        button = run.button
    }

    /// Delivers an event or a delay to the button's machine.
    /// - Parameters:
    ///   - trigger: The event, or which delay has passed.
    ///   - button: The button.
    ///   - localization: The locale titles are set in.
    ///   - counters: Whether counter guards are decided by value (one outcome) or both ways.
    /// - Returns: The outcomes: one when counters are known.
    public static func deliver(
        _ trigger: Trigger, to button: Button, localization: Localization, counters: Counters = .known
    ) -> [Outcome] {
        guard let state = button.currentMachineState else { return [] }
        let candidates: [MachineTransition]
        switch trigger {
        case .event(let name):
            candidates = button.definition.machine?.candidates(for: name, in: state) ?? []
        case .delay(let index):
            guard state.after.indices.contains(index) else { return [] }
            candidates = state.after[index].candidates
        }
        return choices(candidates, button, counters).flatMap { choice in
            var run = Run(button: button)
            if let choice { take(choice, &run, localization) }
            return settle(run, counters, localization)
        }
    }

    /// The `after` timers of the button's current state, with their durations.
    /// - Parameters:
    ///   - button: The button.
    ///   - step: The simulator's step delay.
    public static func timers(of button: Button, step: Duration) -> [(TimerID, Duration)] {
        guard let state = button.currentMachineState else { return [] }
        return state.after.enumerated().map { index, delayed in
            (TimerID.after(button.id, index), delayed.delay.duration(step: step))
        }
    }

    // MARK: - Steps

    /// Where a run is, counters and steps left out.
    struct RunKey: Hashable {
        var place: Place
        var queue: [String]

        init(_ run: Run) {
            place = Place(run.button)
            queue = run.queue
        }
    }

    /// A macrostep in progress.
    struct Run {
        var button: Button
        var queue: [String] = []
        var held: [(flag: ButtonFlag, heldBy: CustomState)] = []
        var reentered = false
        var steps = 0
        var stopped = false

        var outcome: Outcome { Outcome(button: button, held: held, reentered: reentered, stoppedAtLimit: stopped) }
    }

    /// The candidates that may be taken, in order; `nil` stands for taking none.
    static func choices(_ candidates: [MachineTransition], _ button: Button, _ counters: Counters)
        -> [MachineTransition?]
    {
        var result: [MachineTransition?] = []
        for candidate in candidates {
            guard let condition = candidate.guardCondition else { return result + [candidate] }
            switch counters {
            case .known:
                if condition.allows(button.flags, context: button.context) { return result + [candidate] }
            case .either:
                switch condition.allowsForAnyCounter(button.flags) {
                case true?: return result + [candidate]
                case false?: continue
                case nil: result.append(candidate)
                }
            }
        }
        return result + [nil]
    }

    /// Lets the machine rest: `always` transitions while one holds, else the next sent event.
    /// When counters may be anything, each guard on one splits the run in two, so runs that
    /// reach the same place with the same events waiting are followed once. Meeting one
    /// again means a loop that never rests; the bound then stops it wherever it is, so every
    /// place the loop passed is a possible outcome.
    private static func settle(_ first: Run, _ counters: Counters, _ localization: Localization) -> [Outcome] {
        var work = [first]
        var done: [Outcome] = []
        var seen: Set<RunKey> = []
        var passed: [Run] = []
        var looping = false
        while let run = work.popLast() {
            if case .either = counters {
                guard seen.insert(RunKey(run)).inserted else {
                    looping = true
                    continue
                }
                passed.append(run)
                guard passed.count < 4_096 else {
                    looping = true
                    break
                }
            }
            let always = run.button.currentMachineState?.always ?? []
            for choice in choices(always, run.button, counters) {
                var next = run
                if let choice {
                    guard next.steps < stepLimit else {
                        next.stopped = true
                        done.append(next.outcome)
                        continue
                    }
                    next.steps += 1
                    take(choice, &next, localization)
                    work.append(next)
                    continue
                }
                guard !next.queue.isEmpty else {
                    done.append(next.outcome)
                    continue
                }
                guard next.steps < stepLimit, let state = next.button.currentMachineState else {
                    next.stopped = true
                    done.append(next.outcome)
                    continue
                }
                next.steps += 1
                let event = next.queue.removeFirst()
                let candidates = next.button.definition.machine?.candidates(for: event, in: state) ?? []
                for sent in choices(candidates, next.button, counters) {
                    var branch = next
                    if let sent { take(sent, &branch, localization) }
                    work.append(branch)
                }
            }
        }
        if looping {
            done += passed.map { run in
                var stopped = run
                stopped.stopped = true
                return stopped.outcome
            }
        }
        return done.reversed()
    }

    /// Takes a transition: without a target, just its actions; with one, the current
    /// state's exit actions, the transition's, then entry (even into the same state).
    static func take(_ transition: MachineTransition, _ run: inout Run, _ localization: Localization) {
        guard let target = transition.target else {
            perform(transition.actions, &run)
            return
        }
        perform(run.button.currentMachineState?.exit ?? [], &run)
        perform(transition.actions, &run)
        enter(target, &run, localization)
        run.reentered = true
    }

    /// Enters a state: title and image set for `.normal`, `enabled` asked for, then the
    /// entry actions.
    static func enter(_ name: String, _ run: inout Run, _ localization: Localization) {
        guard let state = run.button.machineState(named: name) else { return }
        run.button.machineState = name
        if let title = state.title {
            run.button.titles.set(localization.text(title), for: .normal)
            run.button.titleSetBy = name
        }
        if let image = state.image { run.button.images.set(image, for: .normal) }
        if let enabled = state.enabled, let holder = run.button.flags.set(.enabled, enabled) {
            run.held.append((.enabled, holder))
        }
        perform(state.entry, &run)
    }

    /// Runs actions in order; sent events wait in the run's queue.
    static func perform(_ actions: [MachineAction], _ run: inout Run) {
        for action in actions {
            switch action {
            case .flag(let verb, let flag):
                let holder: CustomState? =
                    switch verb {
                    case .set: run.button.flags.set(flag, true)
                    case .clear: run.button.flags.set(flag, false)
                    case .toggle: run.button.flags.toggle(flag)
                    }
                if let holder { run.held.append((flag, holder)) }
            case .step(let step, let name):
                let value = run.button.context[name] ?? 0
                run.button.context[name] = clamp(step == .increment ? value + 1 : value - 1)
            case .assign(let name, let value):
                run.button.context[name] = clamp(value)
            case .send(let event):
                run.queue.append(event)
            }
        }
    }

    private static func clamp(_ value: Int) -> Int {
        min(max(value, Counter.range.lowerBound), Counter.range.upperBound)
    }
}
