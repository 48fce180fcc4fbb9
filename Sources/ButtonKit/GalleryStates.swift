/// The state combinations a button can reach, for the gallery and for state coverage:
/// every mix of the system flags with every set of the custom states that a key or a
/// machine action can turn on, kept only where the custom states' rules allow it
/// (`implies` selects, `holds` forces its flags) and listed once each.
public enum GalleryStates {
    /// One combination: the flags to draw with and a short label such as `S|H 0x5`.
    public struct Entry: Hashable, Sendable {
        /// The flags of the combination.
        public var flags: ButtonFlags
        /// `N 0x0`, `S|H 0x5`, `D|L 0x20002`.
        public var label: String
        /// UIKit's state for it.
        public var state: ControlState { flags.state }
    }

    /// Every reachable combination of a button's states: fewer custom states first, then
    /// the system flags in raw order.
    /// - Parameter definition: The button.
    public static func entries(for definition: ButtonDefinition) -> [Entry] {
        let reachable = reachableCustomStates(definition)
        var subsets: [[CustomState]] = [[]]
        for custom in reachable { subsets += subsets.map { $0 + [custom] } }
        subsets.sort { $0.count < $1.count }
        var seen: Set<Key> = []
        var entries: [Entry] = []
        for customs in subsets {
            for raw in UInt32(0)...15 {
                let asked = ControlState(rawValue: raw)
                var flags = ButtonFlags(catalog: definition.states)
                for custom in customs { flags.set(.custom(custom.name), true) }
                for (_, flag) in ControlState.systemFlags where asked.contains(flag) {
                    flags.set(flag == .disabled ? .enabled : systemFlag(flag), flag != .disabled)
                }
                guard asked.isSubset(of: flags.state), customs.allSatisfy({ flags.isOn(.custom($0.name)) }) else {
                    continue
                }
                guard seen.insert(Key(state: flags.state, active: flags.active)).inserted else { continue }
                entries.append(Entry(flags: flags, label: label(for: flags)))
            }
        }
        return entries
    }

    /// The custom states a key or a machine action can turn on, in declaration order.
    public static func reachableCustomStates(_ definition: ButtonDefinition) -> [CustomState] {
        var named: Set<String> = []
        for state in definition.machine?.states ?? [] {
            let transitions = [state.onTap].compactMap { $0 } + state.after.map(\.transition)
            for action in state.entry + transitions.flatMap(\.actions) where action.verb != .clear {
                if case .custom(let name) = action.flag { named.insert(name) }
            }
        }
        return definition.states.filter { $0.key != nil || named.contains($0.name) }
    }

    /// `N 0x0`, `S|H 0x5`, `D|L 0x20002`: system flags by initial, custom states by mark.
    public static func label(for flags: ButtonFlags) -> String {
        let state = flags.state
        var parts: [String] = []
        if state.contains(.selected) { parts.append("S") }
        if state.contains(.disabled) { parts.append("D") }
        if state.contains(.highlighted) { parts.append("H") }
        if state.contains(.focused) { parts.append("F") }
        parts += flags.activeStates.map(\.shownMark)
        let name = parts.isEmpty ? "N" : parts.joined(separator: "|")
        return "\(name) \(state.shortHex)"
    }

    private struct Key: Hashable {
        var state: ControlState
        var active: [String]
    }

    private static func systemFlag(_ state: ControlState) -> ButtonFlag {
        switch state {
        case .highlighted: .highlighted
        case .selected: .selected
        default: .focused
        }
    }
}
