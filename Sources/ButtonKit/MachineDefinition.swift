/// What a tap does, as a small state machine in the Stately/XState JSON subset of
/// DESIGN.md section 11.
public struct MachineDefinition: Hashable, Sendable {
    /// The state the machine starts in (and returns to on reset).
    public var initial: String
    /// The states, in file order.
    public var states: [MachineState]

    /// Creates a machine.
    /// - Parameters:
    ///   - initial: The initial state's name.
    ///   - states: The states in file order.
    public init(initial: String, states: [MachineState]) {
        self.initial = initial
        self.states = states
    }

    /// The state with this name.
    public func state(named name: String) -> MachineState? { states.first { $0.name == name } }
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
    /// What a tap does here.
    public var onTap: MachineTransition?
    /// Transitions taken after a delay, in file order.
    public var after: [DelayedTransition]
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
    ///   - onTap: What a tap does here.
    ///   - after: Transitions taken after a delay, in file order.
    ///   - isFinal: Whether it is a final state.
    public init(
        name: String, title: LocalizedText? = nil, image: String? = nil, enabled: Bool? = nil, spinner: Bool = false,
        entry: [MachineAction] = [], onTap: MachineTransition? = nil, after: [DelayedTransition] = [],
        isFinal: Bool = false
    ) {
        self.name = name
        self.title = title
        self.image = image
        self.enabled = enabled
        self.spinner = spinner
        self.entry = entry
        self.onTap = onTap
        self.after = after
        self.isFinal = isFinal
    }
}

/// A transition: where to go, what to do on the way, and when it may be taken.
public struct MachineTransition: Hashable, Sendable {
    /// The state to enter; `nil` stays without exiting (actions only).
    public var target: String?
    /// Actions run between exiting and entering.
    public var actions: [MachineAction]
    /// Taken only when this holds.
    public var guardCondition: MachineGuard?

    /// Creates a transition.
    /// - Parameters:
    ///   - target: The state to enter.
    ///   - actions: The actions on the way.
    ///   - guardCondition: The condition.
    public init(target: String?, actions: [MachineAction] = [], guardCondition: MachineGuard? = nil) {
        self.target = target
        self.actions = actions
        self.guardCondition = guardCondition
    }
}

/// A transition taken when a delay has passed in a state.
public struct DelayedTransition: Hashable, Sendable {
    /// How long after entering.
    public var delay: MachineDelay
    /// The transition.
    public var transition: MachineTransition

    /// Creates a delayed transition.
    /// - Parameters:
    ///   - delay: The delay.
    ///   - transition: The transition.
    public init(delay: MachineDelay, transition: MachineTransition) {
        self.delay = delay
        self.transition = transition
    }
}

/// The delay of an `after` transition.
public enum MachineDelay: Hashable, Sendable, CustomStringConvertible {
    /// The simulator's step delay (`--step-delay`).
    case step
    /// A fixed delay, 1 ms to 1 hour.
    case milliseconds(Int)

    /// The duration under the given step delay.
    public func duration(step: Duration) -> Duration {
        switch self {
        case .step: step
        case .milliseconds(let value): .milliseconds(value)
        }
    }

    /// The delay as a button file writes it: `step`, or the milliseconds as a number.
    public var description: String {
        switch self {
        case .step: "step"
        case .milliseconds(let value): "\(value)"
        }
    }
}

/// `set FLAG`, `clear FLAG` or `toggle FLAG`.
public struct MachineAction: Hashable, Sendable, CustomStringConvertible {
    /// What the action does to its flag.
    public enum Verb: String, Hashable, Sendable, CaseIterable {
        /// Turn the flag on, turn it off, or flip it from its requested value.
        case set, clear, toggle
    }

    /// What it does.
    public var verb: Verb
    /// The flag it acts on.
    public var flag: ButtonFlag

    /// Creates an action.
    /// - Parameters:
    ///   - verb: set, clear or toggle.
    ///   - flag: The flag.
    public init(_ verb: Verb, _ flag: ButtonFlag) {
        self.verb = verb
        self.flag = flag
    }

    /// The action as a button file writes it, such as `set selected`.
    public var description: String { "\(verb.rawValue) \(flag)" }
}

/// A guard: a flag that must be on, or (`not FLAG`) off.
public struct MachineGuard: Hashable, Sendable {
    /// The flag tested (in the effective state).
    public var flag: ButtonFlag
    /// `not FLAG`.
    public var negated: Bool

    /// Creates a guard.
    /// - Parameters:
    ///   - flag: The flag.
    ///   - negated: Whether it is `not FLAG`.
    public init(flag: ButtonFlag, negated: Bool = false) {
        self.flag = flag
        self.negated = negated
    }

    /// Whether the guard lets a transition through for these flags.
    public func allows(_ flags: ButtonFlags) -> Bool { flags.isOn(flag) != negated }
}
