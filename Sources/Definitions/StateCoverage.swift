import ButtonKit

/// Finds the combinations where a per-state value silently falls back to normal although a
/// more specific slot is set: `selected|highlighted` shows the normal title while
/// `selected` has one (the flash the README's UIKit rules describe).
public enum StateCoverage {
    /// The most specific stored slot that `state` contains but does not equal, if the
    /// lookup of `state` falls back to normal.
    /// - Parameters:
    ///   - state: The combination looked up.
    ///   - source: Where its lookup found the value.
    ///   - stored: The states that hold a value.
    public static func shadowedSlot(of state: ControlState, source: StateSlotSource, stored: [ControlState])
        -> ControlState?
    {
        guard source == .normalFallback else { return nil }
        let key = state.lookupKey
        return stored.filter { !$0.isEmpty && $0 != key && $0.isSubset(of: key) }
            .max { $0.rawValue.nonzeroBitCount < $1.rawValue.nonzeroBitCount }
    }

    /// The combination written as a state key: custom names first (each standing for its
    /// full value), then the system flags they do not cover, such as `mutual|highlighted`.
    public static func keyName(_ flags: ButtonFlags) -> String {
        let state = flags.state
        if state.isEmpty && flags.active.isEmpty { return SystemFlag.normalName }
        var covered = ControlState.normal
        for custom in flags.activeStates { covered.formUnion(custom.state) }
        let system = ControlState.systemFlags.filter { state.contains($0.state) && !covered.contains($0.state) }.map(
            \.name)
        return (flags.active + system).joined(separator: "|")
    }

    /// A state written as a state key of a button with these custom states.
    /// - Parameters:
    ///   - state: The state.
    ///   - customStates: The button's custom states.
    public static func keyName(_ state: ControlState, customStates: [CustomState]) -> String {
        if state.isEmpty { return SystemFlag.normalName }
        var covered = ControlState.normal
        var names: [String] = []
        for custom in customStates where !custom.bit.isEmpty && state.isSuperset(of: custom.state) {
            names.append(custom.name)
            covered.formUnion(custom.state)
        }
        names += ControlState.systemFlags.filter { state.contains($0.state) && !covered.contains($0.state) }.map(\.name)
        let rest = state.subtracting(covered).subtracting(.systemMask)
        if !rest.isEmpty { names.append(rest.shortHex) }
        return names.joined(separator: "|")
    }

    /// Adds a combination's name under the slot that shadows it, keeping slots in the
    /// order they were first met.
    /// - Parameters:
    ///   - name: The combination's name.
    ///   - slot: The slot that shadows it.
    ///   - groups: The names grouped by slot, updated in place.
    public static func add(
        _ name: String, under slot: ControlState, to groups: inout [(slot: ControlState, names: [String])]
    ) {
        if let index = groups.firstIndex(where: { $0.slot == slot }) {
            groups[index].names.append(name)
        } else {
            groups.append((slot, [name]))
        }
    }

    /// `a falls`, `a and b fall`, `a, b and c fall`: the combinations and the verb.
    public static func fallBack(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return (names.first ?? "") + " falls back" }
        return names.dropLast().joined(separator: ", ") + " and " + last + " fall back"
    }
}
