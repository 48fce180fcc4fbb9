/// SwiftUI's way of choosing a per-state value (`"precedence"`, DESIGN section 19): there
/// is no per-state lookup in SwiftUI, so a button style checks its inputs in an order of
/// its own. The first entry that holds and has a value for the field supplies it, else
/// normal's value. The default ladder is disabled, the custom states in file order,
/// pressed, selected, focused, normal.
public struct PrecedenceLadder: Hashable, Sendable {
    /// One rung: a system input, a custom state, or normal.
    public enum Entry: Hashable, Sendable {
        /// `!isEnabled`.
        case disabled
        /// `configuration.isPressed` (UIKit's highlighted).
        case pressed
        /// The app's selection (or a toggle's `isOn`).
        case selected
        /// `\.isFocused`.
        case focused
        /// Always holds: the value of the plain state.
        case normal
        /// A custom state by name.
        case custom(String)

        /// The name a button file writes.
        public var name: String {
            switch self {
            case .disabled: "disabled"
            case .pressed: "pressed"
            case .selected: "selected"
            case .focused: "focused"
            case .normal: SystemFlag.normalName
            case .custom(let name): name
            }
        }
    }

    /// The rungs, first checked first.
    public var entries: [Entry]

    /// Creates a ladder.
    /// - Parameter entries: The rungs, first checked first.
    public init(entries: [Entry]) { self.entries = entries }

    /// The names of the system rungs a file may write, besides its custom states.
    public static let systemNames = ["disabled", "pressed", "selected", "focused", SystemFlag.normalName]

    /// The default ladder for a button with these custom states.
    /// - Parameter customStates: The button's custom states, in file order.
    public static func standard(customStates: [CustomState]) -> PrecedenceLadder {
        PrecedenceLadder(
            entries: [.disabled] + customStates.map { .custom($0.name) } + [.pressed, .selected, .focused, .normal])
    }

    /// The rung a name spells on a button with these custom states, or `nil`.
    /// - Parameters:
    ///   - name: The name as written.
    ///   - customStates: The button's custom states.
    public static func entry(named name: String, customStates: [CustomState]) -> Entry? {
        switch name {
        case "disabled": .disabled
        case "pressed": .pressed
        case "selected": .selected
        case "focused": .focused
        case SystemFlag.normalName: .normal
        default: customStates.contains { $0.name == name } ? .custom(name) : nil
        }
    }

    /// The per-state value the ladder chooses, with the rung that supplied it.
    /// - Parameters:
    ///   - table: The values by state slot, as the file's keys stored them.
    ///   - flags: The button's flags now.
    ///   - defaultValue: The system default, when even normal has no value.
    public func lookup<Value>(_ table: StateTable<Value>, flags: ButtonFlags, default defaultValue: Value)
        -> StateLookup<Value>
    {
        let state = flags.state
        // Normal always holds: rungs after it are never reached.
        for entry in entries.prefix(while: { $0 != .normal }) where holds(entry, flags: flags) {
            let slot = Self.slot(of: entry, customStates: flags.catalog)
            if let value = table.stored(for: slot) {
                return StateLookup(value: value, source: .ladder(entry: entry.name, slot: slot), state: state)
            }
        }
        if let normal = table.stored(for: .normal) {
            return StateLookup(
                value: normal, source: .ladder(entry: SystemFlag.normalName, slot: .normal), state: state)
        }
        return StateLookup(value: defaultValue, source: .systemDefault, state: state)
    }

    /// Whether a rung's input is on.
    private func holds(_ entry: Entry, flags: ButtonFlags) -> Bool {
        switch entry {
        case .disabled: flags.state.contains(.disabled)
        case .pressed: flags.state.contains(.highlighted)
        case .selected: flags.state.contains(.selected)
        case .focused: flags.state.contains(.focused)
        case .normal: true
        case .custom(let name): flags.active.contains(name)
        }
    }

    /// The state slot a rung reads: the flag's bit, or a custom state's full value (the
    /// slot its key in `titles` names).
    /// - Parameters:
    ///   - entry: The rung.
    ///   - customStates: The button's custom states.
    public static func slot(of entry: Entry, customStates: [CustomState]) -> ControlState {
        switch entry {
        case .disabled: .disabled
        case .pressed: .highlighted
        case .selected: .selected
        case .focused: .focused
        case .normal: .normal
        case .custom(let name): customStates.first { $0.name == name }?.state ?? .normal
        }
    }
}
