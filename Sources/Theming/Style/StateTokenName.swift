import ButtonKit

/// Maps a theme's state group names to control states and back.
///
/// `default` is `.normal`; otherwise the name is words joined by `-`, each adding bits:
/// `pressed` (highlighted), `disabled`, `selected`, `focused`, and every custom state by
/// its name (`mutual` adds `CustomState.mutual.state`, `loading` adds
/// `CustomState.loading.state`). So `selected-pressed` is 5 and `mutual-loading` is
/// 0x00030006.
public enum StateTokenName {
    /// The word for each group of bits, in the order names are written back. `mutual`
    /// comes before `selected` and `loading` before `disabled` because each custom state
    /// includes that system bit. Gives `selected-pressed`, `selected-loading`,
    /// `mutual-loading`.
    static let words: [(word: String, state: ControlState)] = [
        (CustomState.mutual.name, CustomState.mutual.state), ("selected", .selected), ("focused", .focused),
        ("pressed", .highlighted), (CustomState.loading.name, CustomState.loading.state), ("disabled", .disabled),
    ] + CustomState.standard.filter { $0 != .mutual && $0 != .loading }.map { ($0.name, $0.state) }

    /// The state a group name stands for, or `nil` for an unknown word or a repeated one.
    public static func state(forName name: String) -> ControlState? {
        if name == "default" { return .normal }
        var state = ControlState.normal
        var used: Set<String> = []
        for word in name.split(separator: "-", omittingEmptySubsequences: false).map(String.init) {
            guard used.insert(word).inserted, let entry = words.first(where: { $0.word == word }) else { return nil }
            state.formUnion(entry.state)
        }
        return state
    }

    /// The group name for a state (`selected-pressed`), the inverse of ``state(forName:)``.
    /// Bits no word covers are written as a hexadecimal suffix so the name stays honest.
    public static func name(for state: ControlState) -> String {
        if state.isEmpty { return "default" }
        var remaining = state
        var parts: [String] = []
        for entry in words where remaining.isSuperset(of: entry.state) {
            parts.append(entry.word)
            remaining.subtract(entry.state)
        }
        if !remaining.isEmpty { parts.append(remaining.shortHex) }
        return parts.joined(separator: "-")
    }
}
