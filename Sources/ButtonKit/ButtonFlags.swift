/// The flags of one button: the system flags as code asked for them, plus active custom
/// states, combined into UIKit's ``state`` by each custom state's rule.
///
/// Keeping the requested flags apart from the effective state is what lets `loading` block
/// enabling and later restore "the enabled value last asked for".
public struct ButtonFlags: Hashable, Sendable {
    /// System flags as last asked for by code (`isHighlighted`, `!isEnabled`, `isSelected`, focus).
    public private(set) var requested: ControlState
    /// The custom states that are on.
    public private(set) var active: [CustomState]
    /// The custom states this button knows.
    public let catalog: [CustomState]

    public init(requested: ControlState = .normal, catalog: [CustomState] = CustomState.standard) {
        self.requested = requested.intersection(.systemMask)
        self.active = []
        self.catalog = catalog
    }

    /// UIKit's `state`: requested flags, held flags of active custom states, custom bits.
    public var state: ControlState {
        active.reduce(requested) { state, custom in state.union(custom.state) }
    }

    public var isEnabled: Bool { !state.contains(.disabled) }

    /// The enabled value last asked for, whatever a custom state holds.
    public var isEnabledRequested: Bool { !requested.contains(.disabled) }

    public func isOn(_ custom: CustomState) -> Bool { active.contains(custom) }

    /// Sets a system flag as code would (`isSelected = …`); clearing a flag that a custom
    /// state implies clears that custom state too.
    public mutating func set(_ flag: ControlState, _ on: Bool) {
        let flag = flag.intersection(.systemMask)
        if on {
            requested.formUnion(flag)
        } else {
            requested.subtract(flag)
            active.removeAll { custom in
                if case .implies(let implied) = custom.rule { return !implied.isDisjoint(with: flag) }
                return false
            }
        }
    }

    /// Turns a custom state on or off, applying its rule.
    public mutating func set(_ custom: CustomState, _ on: Bool) {
        guard catalog.contains(custom) else { return }
        if on {
            guard !active.contains(custom) else { return }
            active.append(custom)
            active.sort { $0.bit.rawValue < $1.bit.rawValue }
            if case .implies(let implied) = custom.rule { requested.formUnion(implied) }
        } else {
            active.removeAll { $0 == custom }
        }
    }

    /// Rebuilds flags from a raw state (as saved) and the enabled value last asked for.
    public init(restoring raw: ControlState, enabledRequested: Bool, catalog: [CustomState] = CustomState.standard) {
        self.init(requested: raw.intersection(.systemMask), catalog: catalog)
        for custom in catalog where raw.contains(custom.bit) {
            set(custom, true)
        }
        set(.disabled, !enabledRequested)
    }

    /// Names of everything set: system flags in bit order, then custom states by name.
    public var names: [String] {
        let state = self.state
        var names = ControlState.systemFlags.filter { state.contains($0.state) }.map(\.name)
        names += active.map(\.name)
        return names
    }
}
