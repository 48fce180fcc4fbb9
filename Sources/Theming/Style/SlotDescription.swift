import ButtonKit

/// Words for where a per-state value came from, as the inspector and gallery show it.
public enum SlotDescription {
    /// For example "exact slot 0x10004", "0x3 looked up as 0x1",
    /// "0xC has no value, fell back to normal".
    public static func describe(source: StateSlotSource, state: ControlState) -> String {
        switch source {
        case .exact:
            return "exact slot \(state.shortHex)"
        case .aliased(let slot):
            return "\(state.shortHex) looked up as \(slot.shortHex)"
        case .normalFallback:
            let key = state.lookupKey
            if key != state {
                return "\(state.shortHex) looked up as \(key.shortHex), empty, fell back to normal"
            }
            return "\(state.shortHex) has no value, fell back to normal"
        case .systemDefault:
            return "system default"
        }
    }

    /// The gallery mark of a title lookup: "↩" for a fallback to normal, "≡0x1" for an
    /// alias, "" otherwise.
    public static func titleMark(source: StateSlotSource, state: ControlState) -> String {
        mark(source: source, state: state, fallback: "↩")
    }

    /// The gallery mark of a style lookup: "↪" for a fallback to the default tokens,
    /// "≡0x1" for an alias, "" otherwise.
    public static func styleMark(source: StateSlotSource, state: ControlState) -> String {
        mark(source: source, state: state, fallback: "↪")
    }

    private static func mark(source: StateSlotSource, state: ControlState, fallback: String) -> String {
        switch source {
        case .exact, .systemDefault: ""
        case .aliased(let slot): "≡\(slot.shortHex)"
        case .normalFallback: state.isEmpty ? "" : fallback
        }
    }

    /// The legend for the marks.
    public static let legend =
        "↩ title falls back to normal · ↪ style falls back to default · ≡0x5 highlighted reads without disabled"
}
