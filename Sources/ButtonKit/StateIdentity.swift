/// What makes two states of a button the same cell in a review: the machine state, UIKit's
/// state and the custom states on (titles and counters aside). The review states and the
/// interactive gallery each show a state once by it.
public struct StateIdentity: Hashable, Sendable {
    /// The machine state, for a button with a machine.
    public var mode: String?
    /// UIKit's state, raw.
    public var state: UInt32
    /// The custom states on.
    public var active: [String]

    /// The identity of `button`'s current state.
    public init(_ button: Button) {
        mode = button.machineState
        state = button.state.rawValue
        active = button.flags.active
    }
}
