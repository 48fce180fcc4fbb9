/// The machine as a designer draws it: one step per machine state, the button as the
/// machine rests there with its entry applied (title, image, enabled, spinner, custom
/// states set), in the order the machine first reaches them from its initial state, each
/// with what led to it (a tap, an event, a timer).
///
/// Only the machine moves the button here: no key of the reviewer's (`h`, `s`, `e`, `f`
/// or a custom-state key) is pressed, so `render --mode`, the flow gallery and the review
/// show a state as the app would reach it. Guards on counters are taken as possibly true
/// or false, as ``ReachableStates`` takes them, so every branch of a retry appears.
public struct MachineFlow: Hashable, Sendable {
    /// What takes the machine from one state to the next.
    public enum Arrival: Hashable, Sendable {
        /// A tap on the enabled button.
        case tap
        /// A declared event, by name.
        case event(String)
        /// The previous state's `after` delay passed.
        case timer(MachineDelay)
    }

    /// One machine state as the machine reaches it.
    public struct Step: Hashable, Sendable {
        /// The machine state.
        public var mode: String
        /// The button as the machine rests in it.
        public var button: Button
        /// The state it came from and what took it here; `nil` for the initial state.
        public var arrival: (from: String, by: Arrival)? {
            guard let from, let by else { return nil }
            return (from, by)
        }

        private var from: String?
        private var by: Arrival?

        init(mode: String, button: Button, from: String?, by: Arrival?) {
            self.mode = mode
            self.button = button
            self.from = from
            self.by = by
        }
    }

    /// The steps, the initial state first, then in the order they are first reached.
    public var steps: [Step]

    /// The flow of a button's machine; empty for a button without one.
    /// - Parameters:
    ///   - definition: The button.
    ///   - localization: The locale its titles are shown in.
    public init(_ definition: ButtonDefinition, localization: Localization) {
        guard definition.machine != nil else {
            steps = []
            return
        }
        let start = Button(definition, localization: localization)
        guard let initial = start.machineState else {
            steps = []
            return
        }
        var steps = [Step(mode: initial, button: start, from: nil, by: nil)]
        var head = 0
        while head < steps.count {
            let button = steps[head].button
            head += 1
            for (arrival, next) in Self.moves(of: button, localization: localization) {
                guard let mode = next.machineState, !steps.contains(where: { $0.mode == mode }) else { continue }
                steps.append(Step(mode: mode, button: next, from: button.machineState, by: arrival))
            }
        }
        self.steps = steps
    }

    /// The step of one machine state, or `nil` when the machine never reaches it by itself.
    public func step(_ mode: String) -> Step? { steps.first { $0.mode == mode } }

    /// Where the machine alone can take the button: a tap when it is enabled, then each
    /// declared event, then each of the state's timers, in that order.
    static func moves(of button: Button, localization: Localization) -> [(Arrival, Button)] {
        var moves = ReachableStates.tapOutcomes(of: button, localization: localization).map { (Arrival.tap, $0) }
        var triggers = button.definition.events.map {
            (Arrival.event($0.name), MachineInterpreter.Trigger.event($0.name))
        }
        for (index, delayed) in (button.currentMachineState?.after ?? []).enumerated() {
            triggers.append((.timer(delayed.delay), .delay(index)))
        }
        for (arrival, trigger) in triggers {
            moves += MachineInterpreter.deliver(trigger, to: button, localization: localization, counters: .either)
                .map { (arrival, $0.button) }
        }
        return moves
    }
}
