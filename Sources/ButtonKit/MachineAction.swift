/// An action of a machine: a flag set, cleared or toggled, a counter changed, or an event
/// sent to the same machine.
public enum MachineAction: Hashable, Sendable, CustomStringConvertible {
    /// `set FLAG`, `clear FLAG` or `toggle FLAG`.
    case flag(Verb, ButtonFlag)
    /// `increment NAME`, `decrement NAME`.
    case step(CounterStep, String)
    /// `assign NAME N`.
    case assign(String, Int)
    /// `send EVENT`: delivers the event to this machine after the current transition.
    case send(String)

    /// What a flag action does to its flag.
    public enum Verb: String, Hashable, Sendable, CaseIterable {
        /// Turn the flag on, turn it off, or flip it from its requested value.
        case set, clear, toggle
    }

    /// Which way a counter steps.
    public enum CounterStep: String, Hashable, Sendable, CaseIterable {
        /// Add one, or take one away (staying within a 32-bit integer).
        case increment, decrement
    }

    /// A flag action.
    /// - Parameters:
    ///   - verb: set, clear or toggle.
    ///   - flag: The flag.
    public init(_ verb: Verb, _ flag: ButtonFlag) { self = .flag(verb, flag) }

    /// The action as a button file writes it, such as `set selected` or `increment likes`.
    public var description: String {
        switch self {
        case .flag(let verb, let flag): "\(verb.rawValue) \(flag)"
        case .step(let step, let name): "\(step.rawValue) \(name)"
        case .assign(let name, let value): "assign \(name) \(value)"
        case .send(let event): "send \(event)"
        }
    }

    /// The flag a flag action changes and how, if it is one.
    public var flagChange: (verb: Verb, flag: ButtonFlag)? {
        if case .flag(let verb, let flag) = self { return (verb, flag) }
        return nil
    }
}
