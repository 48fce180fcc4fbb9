/// An app-defined control state in UIKit's application range, declared as data.
///
/// A custom state owns one application bit and a coupling rule with the system flags.
/// The engine applies the rule generically, so adding a state needs no engine change:
///
/// ```swift
/// let pinned = CustomState(name: "pinned", bit: 1 << 18, rule: .implies(.selected))
/// ```
public struct CustomState: Hashable, Sendable {
    /// How a custom state couples with the system flags.
    public enum Rule: Hashable, Sendable {
        /// While the custom state is on, these flags are forced on and requests to clear
        /// them are remembered; when it goes off, the flags return to the value last asked
        /// for. `loading` holds `.disabled`: a loading button cannot be enabled.
        case holds(ControlState)
        /// Setting the custom state also sets these flags; clearing any of them clears the
        /// custom state. `mutual` implies `.selected`.
        case implies(ControlState)
    }

    /// The name printed in inspectors and accepted by `--state`.
    public let name: String
    /// The custom bit alone (inside ``ControlState/application``).
    public let bit: ControlState
    public let rule: Rule

    /// - Precondition: `bit` lies in the application range (checked by tests, not trapped).
    public init(name: String, bit: UInt32, rule: Rule) {
        self.name = name
        self.bit = ControlState(rawValue: bit).intersection(.application)
        self.rule = rule
    }

    /// The system flags the rule ties to the custom state.
    public var coupledFlags: ControlState {
        switch rule {
        case .holds(let flags), .implies(let flags): flags
        }
    }

    /// The full state value, as UIKit code would write it (`1 << 17 | disabled`).
    public var state: ControlState { bit.union(coupledFlags) }

    /// `1<<17 | disabled`: no taps, title hidden, spinner turning.
    public static let loading = CustomState(name: "loading", bit: 1 << 17, rule: .holds(.disabled))
    /// `1<<16 | selected`: both follow each other.
    public static let mutual = CustomState(name: "mutual", bit: 1 << 16, rule: .implies(.selected))

    /// The custom states the simulator ships, in bit order.
    public static let standard: [CustomState] = [.mutual, .loading]
}
