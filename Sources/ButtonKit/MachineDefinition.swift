/// What a button does, as a small state machine in a subset of the Stately/XState JSON
/// format: states with entry and exit actions, transitions on `tap`, on declared events,
/// after delays and eventless (`always`), guarded alternatives, and integer counters.
public struct MachineDefinition: Hashable, Sendable {
    /// The state the machine starts in (and returns to on reset).
    public var initial: String
    /// The states, in file order.
    public var states: [MachineState]
    /// Integer counters and their initial values (XState's `context`), in file order.
    public var context: [Counter]
    /// Transitions every state falls back to for an event it does not handle itself
    /// (the machine's own `on`, as XState's root node has).
    public var on: [EventTransitions]

    /// Creates a machine.
    /// - Parameters:
    ///   - initial: The initial state's name.
    ///   - states: The states in file order.
    ///   - context: The counters with their initial values.
    ///   - on: The machine-level transitions.
    public init(initial: String, states: [MachineState], context: [Counter] = [], on: [EventTransitions] = []) {
        self.initial = initial
        self.states = states
        self.context = context
        self.on = on
    }

    /// The state with this name.
    public func state(named name: String) -> MachineState? { states.first { $0.name == name } }

    /// The candidates for an event in a state: the state's own, else the machine's.
    /// - Parameters:
    ///   - event: The event's name (`tap` or a declared event).
    ///   - state: The current state.
    public func candidates(for event: String, in state: MachineState) -> [MachineTransition] {
        if let own = state.on.first(where: { $0.event == event }) { return own.candidates }
        guard !state.isFinal else { return [] }
        return on.first { $0.event == event }?.candidates ?? []
    }

    /// The counters at their initial values.
    public var initialContext: [String: Int] {
        Dictionary(context.map { ($0.name, $0.initial) }, uniquingKeysWith: { first, _ in first })
    }
}

/// An integer counter of a machine's `context`, such as a like count.
public struct Counter: Hashable, Sendable {
    /// The counter's name, used as `{NAME}` in titles and in actions and guards.
    public var name: String
    /// Its value when the machine starts or resets.
    public var initial: Int

    /// The range every counter stays in: a 32-bit signed integer.
    public static let range = Int(Int32.min)...Int(Int32.max)

    /// Creates a counter.
    /// - Parameters:
    ///   - name: The counter's name.
    ///   - initial: Its initial value.
    public init(name: String, initial: Int) {
        self.name = name
        self.initial = initial
    }
}

/// One state of a ``MachineDefinition``.
public struct MachineState: Hashable, Sendable {
    /// The state's name.
    public var name: String
    /// Set for `.normal` on entry (`setTitle(_:for: .normal)`).
    public var title: LocalizedText?
    /// Set for `.normal` on entry (`setImage(_:for: .normal)`).
    public var image: String?
    /// `isEnabled` asked for on entry.
    public var enabled: Bool?
    /// A spinner turns while the machine is in this state.
    public var spinner: Bool
    /// Actions run on entry, after title, image and enabled.
    public var entry: [MachineAction]
    /// Actions run when a transition with a target leaves the state.
    public var exit: [MachineAction]
    /// Transitions by event (`tap` and declared events), in file order.
    public var on: [EventTransitions]
    /// Transitions taken after a delay, in file order.
    public var after: [DelayedTransition]
    /// Eventless candidates, checked after entering and after every event.
    public var always: [MachineTransition]
    /// A final state has no transitions.
    public var isFinal: Bool

    /// Creates a state.
    /// - Parameters:
    ///   - name: The state's name.
    ///   - title: The title set for `.normal` on entry.
    ///   - image: The image glyph set for `.normal` on entry.
    ///   - enabled: The `isEnabled` asked for on entry.
    ///   - spinner: Whether a spinner turns while the machine is in it.
    ///   - entry: Actions run on entry.
    ///   - exit: Actions run on exit.
    ///   - on: Transitions by event.
    ///   - after: Transitions taken after a delay, in file order.
    ///   - always: Eventless transitions.
    ///   - isFinal: Whether it is a final state.
    public init(
        name: String, title: LocalizedText? = nil, image: String? = nil, enabled: Bool? = nil, spinner: Bool = false,
        entry: [MachineAction] = [], exit: [MachineAction] = [], on: [EventTransitions] = [],
        after: [DelayedTransition] = [], always: [MachineTransition] = [], isFinal: Bool = false
    ) {
        self.name = name
        self.title = title
        self.image = image
        self.enabled = enabled
        self.spinner = spinner
        self.entry = entry
        self.exit = exit
        self.on = on
        self.after = after
        self.always = always
        self.isFinal = isFinal
    }

    /// What a tap does here: the candidates of `on.tap`.
    public var onTap: [MachineTransition] { on.first { $0.event == MachineEvent.tap }?.candidates ?? [] }

    /// Every transition the state can take, in file order: by event, after a delay, eventless.
    public var allTransitions: [MachineTransition] {
        on.flatMap(\.candidates) + after.flatMap(\.candidates) + always
    }
}
