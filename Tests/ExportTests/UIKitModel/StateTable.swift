/// UIButton's per-state values (title, title colour, image) with UIKit's lookup and storage rules
/// (DESIGN section 1; reference/uikit-semantics.md section 1.2 and 1.3):
/// - a lookup takes the exact state, else `.normal`; a state holding `.highlighted` is looked
///   up without `.disabled` (3 reads 1, 7 reads 5); there is no partial matching;
/// - setting a value for a state holding both `.highlighted` and `.disabled` stores it under the
///   state without `.disabled`, and only when that slot already has a value.
/// Sources: developer.apple.com UIButton/title(for:) and UIButton/setTitleColor(_:for:) ("if a
/// property is not specified for a state, the default is to use the normal value"), and
/// material-components-ios PR 5919, whose tests compare with a real UIButton.
struct StateTable<Value> {
    private var values: [UInt: Value] = [:]

    /// The slot UIKit reads and writes for `state`.
    static func slot(_ state: UIControl.State) -> UIControl.State {
        state.contains(.highlighted) ? state.subtracting(.disabled) : state
    }

    /// The value stored for exactly `state`'s slot, without falling back.
    func exact(_ state: UIControl.State) -> Value? { values[Self.slot(state).rawValue] }

    /// The value shown in `state`: its slot's, else normal's.
    func lookup(_ state: UIControl.State) -> Value? { exact(state) ?? values[0] }

    /// Stores `value` for `state` as UIKit does; `nil` removes it.
    mutating func set(_ value: Value?, for state: UIControl.State) {
        let slot = Self.slot(state)
        if slot != state && values[slot.rawValue] == nil { return }
        values[slot.rawValue] = value
    }
}
