/// Where a looked-up per-state value came from, so the inspector can explain it.
public enum StateSlotSource: Hashable, Sendable {
    /// The value stored for exactly this state.
    case exact
    /// The state held highlighted and disabled, so the disabled bit was dropped
    /// (3 reads 1, 7 reads 5) and the value stored there was used.
    case aliased(ControlState)
    /// Nothing was stored for the state: the `.normal` value was used.
    case normalFallback
    /// Neither the state nor `.normal` had a value: the system default was used.
    case systemDefault
    /// SwiftUI's rules: the precedence ladder's first rung that holds and has a value
    /// supplied it (`normal` when none did), read from `slot`.
    case ladder(entry: String, slot: ControlState)
}

/// A looked-up value and the slot that supplied it.
public struct StateLookup<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value found.
    public var value: Value
    /// The slot that supplied it: exact, aliased, normal or the system default.
    public var source: StateSlotSource
    /// The state the lookup was asked for.
    public var state: ControlState

    /// Creates a lookup result.
    /// - Parameters:
    ///   - value: The value found.
    ///   - source: The slot that supplied it.
    ///   - state: The state the lookup was asked for.
    public init(value: Value, source: StateSlotSource, state: ControlState) {
        self.value = value
        self.source = source
        self.state = state
    }
}

/// Per-state values (title, colours, image) with UIKit's lookup and storage rules.
///
/// - Lookup: exact state, then `.normal`, then a default. No partial matching: with only
///   normal and selected set, `[.selected, .highlighted]` reads normal's value.
/// - Highlighted overrides disabled: a lookup of 3 reads slot 1, of 7 reads slot 5.
/// - Setting a value for a state with both bits stores it under the state without
///   `.disabled`, and only where that slot already holds a value; otherwise nothing happens.
public struct StateTable<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The stored values keyed by raw state.
    public private(set) var storage: [UInt32: Value]

    /// Creates a table by setting each value through UIKit's setter rule, in ascending raw-state
    /// order since a dictionary has none of its own.
    /// - Parameter values: Values by state.
    public init(_ values: [ControlState: Value] = [:]) {
        storage = [:]
        for (state, value) in values.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            set(value, for: state)
        }
    }

    /// Creates a table by setting each value in order through UIKit's setter rule, as a
    /// button file's keys are applied.
    /// - Parameter entries: States and values, in the order they are set.
    public init(entries: [(ControlState, Value)]) {
        storage = [:]
        for (state, value) in entries { set(value, for: state) }
    }

    /// Creates a table from raw storage, as read back from a saved file. Keys holding both
    /// highlighted and disabled cannot exist in UIKit's store and are dropped.
    public init(storage: [UInt32: Value]) {
        self.storage = storage.filter { !ControlState(rawValue: $0.key).contains([.highlighted, .disabled]) }
    }

    /// The value stored exactly in `state`'s slot, without any fallback.
    public func stored(for state: ControlState) -> Value? { storage[state.rawValue] }

    /// Stores `value` as UIKit's `set…(_:for:)` does; `nil` clears the slot.
    /// - Parameters:
    ///   - value: The value, or `nil` to clear the slot.
    ///   - state: The state to store it for.
    public mutating func set(_ value: Value?, for state: ControlState) {
        let slot = state.lookupKey
        if slot != state && storage[slot.rawValue] == nil {
            return  // highlighted|disabled only overwrites an existing highlighted value
        }
        storage[slot.rawValue] = value
    }

    /// UIKit's lookup: exact (after the highlighted-over-disabled alias), then normal,
    /// then `defaultValue`.
    /// - Parameters:
    ///   - state: The state looked up.
    ///   - defaultValue: The system default, used when neither the state nor `.normal` has a value.
    public func lookup(_ state: ControlState, default defaultValue: Value) -> StateLookup<Value> {
        let slot = state.lookupKey
        if let value = storage[slot.rawValue] {
            let source: StateSlotSource = slot == state ? .exact : .aliased(slot)
            return StateLookup(value: value, source: source, state: state)
        }
        if let normal = storage[ControlState.normal.rawValue] {
            return StateLookup(value: normal, source: .normalFallback, state: state)
        }
        return StateLookup(value: defaultValue, source: .systemDefault, state: state)
    }
}
