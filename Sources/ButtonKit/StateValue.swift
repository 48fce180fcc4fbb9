/// One per-state value of a button file (`"selected|highlighted": "Followed"`): the key as
/// written, the state it names, and the value, kept in file order because UIKit's setter
/// rule makes the order matter.
public struct StateValue<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The key as the file wrote it.
    public var key: String
    /// The state the key names (custom names stand for their full value).
    public var state: ControlState
    /// The value for that state.
    public var value: Value

    /// Creates an entry.
    /// - Parameters:
    ///   - key: The key as written.
    ///   - state: The state it names.
    ///   - value: The value.
    public init(key: String, state: ControlState, value: Value) {
        self.key = key
        self.state = state
        self.value = value
    }
}
