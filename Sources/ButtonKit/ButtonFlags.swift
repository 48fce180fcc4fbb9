/// The flags of one button: the system flags as code asked for them, plus the custom states
/// that are on, combined into UIKit's ``state`` by each custom state's rule.
///
/// Keeping the requested flags apart from the effective state is what lets a `holds` state
/// (loading) refuse enabling while it lasts and then, by its `afterwards`, either enable the
/// button or restore the value last asked for.
public struct ButtonFlags: Hashable, Sendable {
    /// System flags as last asked for by code (`isHighlighted`, `!isEnabled`, `isSelected`, focus).
    public private(set) var requested: ControlState
    /// The names of the custom states that are on, in the order the button declares them.
    public private(set) var active: [String]
    /// The custom states this button knows, in declaration order.
    public let catalog: [CustomState]

    /// Creates flags with nothing custom on.
    /// - Parameters:
    ///   - requested: The system flags asked for.
    ///   - catalog: The button's custom states.
    public init(requested: ControlState = .normal, catalog: [CustomState] = []) {
        self.requested = requested.intersection(.systemMask)
        self.active = []
        self.catalog = catalog
        refresh()
    }

    /// Rebuilds flags exactly as saved: requested system flags and the custom states on.
    /// Names the catalog does not know are dropped.
    /// - Parameters:
    ///   - requested: The system flags asked for.
    ///   - active: Names of the custom states that were on.
    ///   - catalog: The button's custom states.
    public init(requested: ControlState, active: [String], catalog: [CustomState]) {
        self.requested = requested.intersection(.systemMask)
        self.catalog = catalog
        self.active = catalog.map(\.name).filter(active.contains)
        refresh()
    }

    /// UIKit's `state`: requested flags, plus each active custom state's bit and coupled
    /// flags, plus disabled while a container disables the button.
    public private(set) var state: ControlState = .normal

    /// Whether a container's `.disabled` reaches the button (SwiftUI's rules, the
    /// `container-disabled` environment): the button shows and behaves disabled whatever
    /// its own flags ask for, and its own flags come back when the container enables it.
    public private(set) var isDisabledByContainer = false

    /// Sets whether a container disables the button; its own flags are kept as they are.
    /// - Parameter disabled: Whether the container is disabled.
    public mutating func setDisabledByContainer(_ disabled: Bool) {
        guard disabled != isDisabledByContainer else { return }
        isDisabledByContainer = disabled
        refresh()
    }

    /// Works the state out again after a change (kept, since every lookup reads it).
    private mutating func refresh() {
        var state = requested
        if isDisabledByContainer { state.formUnion(.disabled) }
        forEachActive {
            state.formUnion($0.state)
            return true
        }
        self.state = state
    }

    /// The custom states that are on, in declaration order.
    public var activeStates: [CustomState] {
        guard !active.isEmpty else { return [] }
        var result: [CustomState] = []
        forEachActive {
            result.append($0)
            return true
        }
        return result
    }

    /// The first custom state on, in declaration order, that satisfies `predicate`: what
    /// `activeStates.first(where:)` answers, without building the array (asked after every
    /// action, for the spinner and the hidden title).
    /// - Parameter predicate: The test.
    public func firstActive(where predicate: (CustomState) -> Bool) -> CustomState? {
        var found: CustomState?
        forEachActive { custom in
            guard predicate(custom) else { return true }
            found = custom
            return false
        }
        return found
    }

    /// Visits the custom states that are on, in declaration order, until `visit` returns
    /// false: `active` follows the catalog's order, so one walk through both finds them.
    private func forEachActive(_ visit: (CustomState) -> Bool) {
        guard !active.isEmpty else { return }
        var next = active.startIndex
        for custom in catalog where next < active.endIndex && active[next] == custom.name {
            guard visit(custom) else { return }
            next += 1
        }
    }

    /// Whether the button is enabled now.
    public var isEnabled: Bool { !state.contains(.disabled) }

    /// The enabled value last asked for, whatever a custom state holds.
    public var isEnabledRequested: Bool { !requested.contains(.disabled) }

    /// The custom state with this name, if the button has one.
    public func customState(named name: String) -> CustomState? { catalog.first { $0.name == name } }

    /// Whether a flag is on now (for `enabled`: whether the button is enabled).
    public func isOn(_ flag: ButtonFlag) -> Bool {
        switch flag {
        case .custom(let name): active.contains(name)
        case .enabled: isEnabled
        default: state.contains(Self.systemBit(flag))
        }
    }

    /// Whether the flag is on as asked for: the requested value of a system flag.
    public func isRequested(_ flag: ButtonFlag) -> Bool {
        switch flag {
        case .custom(let name): active.contains(name)
        case .enabled: isEnabledRequested
        default: requested.contains(Self.systemBit(flag))
        }
    }

    /// Sets a flag as code would. Clearing a system flag whose clearing ends an active custom
    /// state (``CustomState/impliedFlags``) clears that state too; a custom state turning on
    /// or off changes the requested flags as its rule's behaviour says.
    /// - Parameters:
    ///   - flag: The flag.
    ///   - on: The value asked for (for `enabled`, `true` enables).
    /// - Returns: The custom state that keeps the change from showing, if one holds the flag.
    @discardableResult
    public mutating func set(_ flag: ButtonFlag, _ on: Bool) -> CustomState? {
        if case .custom(let name) = flag {
            setCustom(name, on)
            refresh()
            return nil
        }
        let bit = Self.systemBit(flag)
        let asked = flag == .enabled ? !on : on
        if asked {
            requested.formUnion(bit)
        } else {
            requested.subtract(bit)
            if !active.isEmpty, catalog.contains(where: { $0.impliedFlags.contains(bit) }) {
                let ended = activeStates.filter { $0.impliedFlags.contains(bit) }.map(\.name)
                active.removeAll(where: ended.contains)
            }
        }
        refresh()
        // Either way the request does not show while the flag is held: say who holds it.
        guard !active.isEmpty, catalog.contains(where: { $0.heldFlags.contains(bit) }) else { return nil }
        return activeStates.first { $0.heldFlags.contains(bit) }
    }

    /// Flips a flag as asked for: the requested value of a system flag, or a custom state.
    /// - Returns: The custom state that keeps the change from showing, if any.
    @discardableResult
    public mutating func toggle(_ flag: ButtonFlag) -> CustomState? {
        set(flag, !isRequested(flag))
    }

    private mutating func setCustom(_ name: String, _ on: Bool) {
        guard let custom = customState(named: name) else { return }
        if on {
            guard !active.contains(name) else { return }
            // Kept in declaration order, as the catalog lists them: count the active states
            // declared before it.
            var index = active.startIndex
            for other in catalog {
                if other.name == name { break }
                if index < active.endIndex && active[index] == other.name { index += 1 }
            }
            active.insert(name, at: index)
            requested = custom.requested(turningOn: requested)
        } else {
            guard active.contains(name) else { return }
            active.removeAll { $0 == name }
            requested = custom.requested(turningOff: requested)
        }
    }

    /// The state bit of a system flag; `enabled` stands for the disabled bit.
    static func systemBit(_ flag: ButtonFlag) -> ControlState {
        switch flag {
        case .highlighted: .highlighted
        case .enabled: .disabled
        case .selected: .selected
        case .focused: .focused
        case .custom: []
        }
    }

    /// Names of everything on: system flags in bit order, then custom states by name.
    public var names: [String] {
        let state = self.state
        return ControlState.systemFlags.filter { state.contains($0.state) }.map(\.name) + active
    }
}
