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

/// The candidates for one event in one state, tried in order: the first whose guard holds
/// is taken (XState's guarded transitions).
public struct EventTransitions: Hashable, Sendable {
    /// The event's name: `tap` or a declared event.
    public var event: String
    /// The candidates in file order.
    public var candidates: [MachineTransition]

    /// Creates the candidates for an event.
    /// - Parameters:
    ///   - event: The event's name.
    ///   - candidates: The candidates in order.
    public init(event: String, candidates: [MachineTransition]) {
        self.event = event
        self.candidates = candidates
    }
}

/// Candidates taken when a delay has passed in a state.
public struct DelayedTransition: Hashable, Sendable {
    /// How long after entering.
    public var delay: MachineDelay
    /// The candidates, tried in order when the delay has passed.
    public var candidates: [MachineTransition]

    /// Creates a delayed transition.
    /// - Parameters:
    ///   - delay: The delay.
    ///   - candidates: The candidates in order.
    public init(delay: MachineDelay, candidates: [MachineTransition]) {
        self.delay = delay
        self.candidates = candidates
    }
}

/// The delay of an `after` transition.
public enum MachineDelay: Hashable, Sendable, CustomStringConvertible {
    /// The simulator's step delay (`--step-delay`).
    case step
    /// A fixed delay, 1 ms to 1 hour.
    case milliseconds(Int)
    /// A delay named in the machine's `delays`, with its length.
    case named(String, milliseconds: Int)

    /// The allowed length of a fixed or named delay, in milliseconds: 1 ms to 1 hour.
    public static let range = 1...3_600_000

    /// The duration under the given step delay.
    public func duration(step: Duration) -> Duration {
        switch self {
        case .step: step
        case .milliseconds(let value), .named(_, let value): .milliseconds(value)
        }
    }

    /// The delay as a button file writes it: `step`, the name, or the milliseconds.
    public var description: String {
        switch self {
        case .step: "step"
        case .milliseconds(let value): "\(value)"
        case .named(let name, _): name
        }
    }
}

/// The built-in event names.
public enum MachineEvent {
    /// The button's `touchUpInside` on an enabled button, after the app's target-action.
    public static let tap = "tap"
}

/// An event a button file declares besides `tap`: the network or the app, played by the
/// reviewer with a key (`y` "Request succeeds").
public struct EventDeclaration: Hashable, Sendable {
    /// The event's name, as `on.NAME`, `send NAME` and `event:NAME` write it.
    public var name: String
    /// The key that sends it to the target button.
    public var key: Character
    /// What the key does, for the help overlay, the legend and the inspector.
    public var label: LocalizedText

    /// Creates a declared event.
    /// - Parameters:
    ///   - name: The event's name.
    ///   - key: The key that sends it.
    ///   - label: What it stands for.
    public init(name: String, key: Character, label: LocalizedText) {
        self.name = name
        self.key = key
        self.label = label
    }
}
