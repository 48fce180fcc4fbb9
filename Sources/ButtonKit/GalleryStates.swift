/// The state combinations a gallery shows for a button: every mix of highlighted, disabled
/// and selected, with each custom state and pair of them, keeping only combinations the
/// custom-state rules allow (mutual needs selected, loading forces disabled).
public enum GalleryStates {
    /// One gallery entry: the flags to draw with and a short label such as `S|H 0x5`.
    public struct Entry: Hashable, Sendable {
        public var flags: ButtonFlags
        public var label: String
        public var state: ControlState { flags.state }
    }

    public static func entries(catalog: [CustomState] = CustomState.standard) -> [Entry] {
        var seen: Set<ControlState> = []
        var entries: [Entry] = []
        let customSets: [[CustomState]] = [[]] + catalog.map { [$0] }
            + (catalog.count > 1 ? [catalog] : [])
        for customs in customSets {
            for raw in UInt32(0)...7 {
                var flags = ButtonFlags(catalog: catalog)
                for custom in customs { flags.set(custom, true) }
                for (_, flag) in ControlState.systemFlags where ControlState(rawValue: raw).contains(flag) {
                    flags.set(flag, true)
                }
                let state = flags.state
                guard ControlState(rawValue: raw).isSubset(of: state), !seen.contains(state) else { continue }
                guard customs.allSatisfy({ flags.isOn($0) }) else { continue }
                seen.insert(state)
                entries.append(Entry(flags: flags, label: label(for: flags)))
            }
        }
        return entries
    }

    /// `N 0x0`, `S|H 0x5`, `D|L 0x20002`: system flags by initial, custom states by name.
    public static func label(for flags: ButtonFlags) -> String {
        let state = flags.state
        var parts: [String] = []
        if state.contains(.selected) { parts.append("S") }
        if state.contains(.disabled) { parts.append("D") }
        if state.contains(.highlighted) { parts.append("H") }
        if state.contains(.focused) { parts.append("F") }
        parts += flags.active.map { $0.name.prefix(1).uppercased() }
        let name = parts.isEmpty ? "N" : parts.joined(separator: "|")
        return "\(name) \(state.shortHex)"
    }
}
