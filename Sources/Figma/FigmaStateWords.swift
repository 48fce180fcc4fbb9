/// The words designers name states with, read without a map: a variant value such as
/// `Selected Pressed` is split into words, each read as a UIKit flag, a custom state of the
/// button by its name, or Hover, which no iOS button has.
public enum FigmaStateWords {
    /// What a variant value means.
    public enum Meaning: Hashable, Sendable {
        /// The flags and custom states it names (empty for the normal state).
        case flags(Set<String>)
        /// A hover state: no iOS state to compare with.
        case hover
        /// A word that is neither a known word nor one of `customStates`.
        case unknown(String)
    }

    /// The meaning of `value` for a button with `customStates`.
    /// - Parameters:
    ///   - value: The variant value (`Pressed`, `Selected+Pressed`, `Loading`).
    ///   - customStates: The button's custom states by name.
    public static func meaning(of value: String, customStates: [String]) -> Meaning {
        var flags: Set<String> = []
        let words = value.split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }
        for word in words {
            switch word {
            case "default", "rest", "enabled", "normal", "idle": continue
            case "pressed", "active", "highlighted", "tapped": flags.insert("highlighted")
            case "disabled": flags.insert("disabled")
            case "selected", "on": flags.insert("selected")
            case "focused", "focus": flags.insert("focused")
            case "hover", "hovered", "hovering": return .hover
            default:
                guard let custom = customStates.first(where: { $0.lowercased() == word }) else {
                    return .unknown(String(word))
                }
                flags.insert(custom)
            }
        }
        return .flags(flags)
    }

    /// The meaning of a state key from a map: flags and custom states joined by `|` or
    /// spaces, `normal`, or `none` for a variant with no iOS state.
    /// - Parameter key: The key.
    public static func meaning(ofKey key: String) -> Meaning {
        let names = key.split { $0 == "|" || $0 == " " }.map(String.init)
        if names == ["none"] { return .hover }
        return .flags(Set(names.filter { $0 != "normal" }))
    }
}
