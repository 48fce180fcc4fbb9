/// Which states of a button a command shows (`--all`, `--mode`, `--states`): by default the
/// flow x the review set (``ReviewStates``), with `all` every reachable state
/// (``ReachableStates``); narrowed to one machine state and to named flag combinations.
/// Nothing here checks names; the command line refuses unknown ones first.
public struct StateSelection: Hashable, Sendable {
    /// Every reachable state rather than the review states.
    public var all: Bool
    /// Only this machine state.
    public var mode: String?
    /// Only states showing exactly one of these combinations of flag and custom-state
    /// names (an empty combination is normal); chosen among every reachable state.
    public var states: [[String]]?

    /// A selection.
    /// - Parameters:
    ///   - all: Every reachable state.
    ///   - mode: Only this machine state.
    ///   - states: Only these combinations.
    public init(all: Bool = false, mode: String? = nil, states: [[String]]? = nil) {
        self.all = all
        self.mode = mode
        self.states = states
    }

    /// The review states: what people see by default.
    public static let review = StateSelection()

    /// Every reachable state: what the contract and the audit check by default.
    public static let every = StateSelection(all: true)

    /// The chosen states of a button, in ``ReviewStates`` or ``ReachableStates`` order. A
    /// machine state the flow never reaches (only a reviewer's key does) shows its
    /// reachable states. In a disabled container they are shown as it shows them
    /// (``ReachableStates/inContainer(_:disabled:)``), chosen before it disables them.
    /// - Parameters:
    ///   - definition: The button.
    ///   - localization: The locale its titles are shown in.
    ///   - containerDisabled: Whether a container disables the button (SwiftUI's rules).
    public func entries(
        for definition: ButtonDefinition, localization: Localization, containerDisabled: Bool = false
    ) -> [ReachableStates.Entry] {
        entries(
            for: definition, localization: localization, reachable: ReachableStateCache(),
            containerDisabled: containerDisabled)
    }

    /// The chosen states of a button, as ``entries(for:localization:containerDisabled:)``
    /// gives them, its reachable states taken from `reachable` (explored there once for
    /// every caller).
    /// - Parameters:
    ///   - definition: The button.
    ///   - localization: The locale its titles are shown in.
    ///   - reachable: Where reachable states are explored and kept.
    ///   - containerDisabled: Whether a container disables the button (SwiftUI's rules).
    public func entries(
        for definition: ButtonDefinition, localization: Localization, reachable: ReachableStateCache,
        containerDisabled: Bool = false
    ) -> [ReachableStates.Entry] {
        var entries: [ReachableStates.Entry]
        if all || states != nil {
            entries = reachable.entries(for: definition, localization: localization)
        } else {
            entries = ReviewStates.entries(for: definition, localization: localization)
            if let mode, !entries.contains(where: { $0.mode == mode }) {
                entries = reachable.entries(for: definition, localization: localization)
            }
        }
        if let mode { entries = entries.filter { $0.mode == mode } }
        if let states {
            let wanted = states.map { Self.flags($0, of: definition) }
            entries = entries.filter { entry in
                wanted.contains { $0.state == entry.flags.state && $0.active == entry.flags.active }
            }
        }
        return ReachableStates.inContainer(entries, disabled: containerDisabled)
    }

    /// The flags a combination of names shows, set from normal through the button's rules
    /// (a state that holds disabled shows disabled too).
    static func flags(_ names: [String], of definition: ButtonDefinition) -> ButtonFlags {
        var flags = ButtonFlags(catalog: definition.states)
        for name in names { flags.turnOn(named: name) }
        return flags
    }
}
