import ButtonKit

/// Reads a theme's state group names: `default` is `.normal`; otherwise words joined by
/// `-`, each adding bits: `pressed` (highlighted), `disabled`, `selected`, `focused`, and
/// any other word names a custom state of the buttons the theme styles (`pending`,
/// `pending-pressed`), standing for that state's full value on each button.
public enum StateTokenName {
    /// The system words, in the order names are written back.
    static let systemWords: [(word: String, state: ControlState)] = SystemFlag.themeOrder.map {
        ($0.themeWord, $0.state)
    }

    /// How messages list the words: `default, or words joined by '-' from pressed,
    /// disabled, selected, focused and custom state names`.
    public static let grammar =
        "\(SystemFlag.normalThemeWord), or words joined by '-' from "
        + SystemFlag.all.map(\.themeWord).joined(separator: ", ") + " and custom state names"

    /// A parsed group name: its system bits and the custom state names it mentions.
    public struct Parsed: Hashable, Sendable {
        /// The system flags the name's words add.
        public var system: ControlState
        /// Custom state names, in the order written.
        public var custom: [String]

        /// The state this name stands for on a button with these custom states, or `nil`
        /// when the button lacks one of them or one has no bit (UIKit cannot see it).
        public func state(customStates: [CustomState]) -> ControlState? {
            var state = system
            for name in custom {
                guard let customState = customStates.first(where: { $0.name == name }), !customState.bit.isEmpty else {
                    return nil
                }
                state.formUnion(customState.state)
            }
            return state
        }
    }

    /// The words of a group name, or `nil` for a malformed or repeated word.
    public static func parse(_ name: String) -> Parsed? {
        if name == SystemFlag.normalThemeWord { return Parsed(system: .normal, custom: []) }
        var parsed = Parsed(system: .normal, custom: [])
        var used: Set<String> = []
        for word in name.split(separator: "-", omittingEmptySubsequences: false).map(String.init) {
            guard used.insert(word).inserted, word != SystemFlag.normalThemeWord else { return nil }
            if let entry = systemWords.first(where: { $0.word == word }) {
                parsed.system.formUnion(entry.state)
            } else if isCustomWord(word) {
                parsed.custom.append(word)
            } else {
                return nil
            }
        }
        return parsed
    }

    /// The group name for a state on a button with these custom states, written as the
    /// shipped themes write them: states that imply flags, then `selected`, `focused`,
    /// `pressed`, the other custom states, then `disabled` (`mutual-pressed`,
    /// `selected-loading`); bits no word covers are written in hex.
    public static func name(for state: ControlState, customStates: [CustomState] = []) -> String {
        if state.isEmpty { return SystemFlag.normalThemeWord }
        var remaining = state
        var parts: [String] = []
        func take(_ word: String, _ bits: ControlState) {
            guard !bits.isEmpty, remaining.isSuperset(of: bits) else { return }
            parts.append(word)
            remaining.subtract(bits)
        }
        let visible = customStates.filter { !$0.bit.isEmpty }
        for custom in visible where !custom.impliedFlags.isEmpty { take(custom.name, custom.state) }
        for entry in systemWords where entry.state != .disabled { take(entry.word, entry.state) }
        for custom in visible where custom.impliedFlags.isEmpty { take(custom.name, custom.state) }
        take(SystemFlag.disabled.themeWord, .disabled)
        if !remaining.isEmpty { parts.append(remaining.shortHex) }
        return parts.joined(separator: "-")
    }

    /// A custom state name as button files allow them (``NameRule/customState``): the
    /// system words are read before this is asked.
    static func isCustomWord(_ word: String) -> Bool { NameRule.customState.fits(word) }
}
