/// What VoiceOver would read for a button, built from its traits as UIKit exposes them:
/// "selected" before the label, the label (the button's name), the value (the words of a
/// state that has its own, "Loading"), "dimmed" when not enabled, then "button".
/// Trait words are English and Chinese; other locales read the English words.
public enum VoiceOver {
    /// The accessibility label, the button's name: the button's own label, else, while a
    /// state with its own words is on, the title the button shows without that state (its
    /// title may be hidden or empty then), else the shown title.
    /// - Parameters:
    ///   - button: The button.
    ///   - localization: The locale.
    public static func label(for button: Button, localization: Localization) -> String {
        if let label = button.definition.accessibilityLabel { return localization.text(label) }
        if let custom = wordedState(of: button) {
            if let configuration = button.configuration { return button.counterText(configuration.title) }
            let without = custom.bit.isEmpty ? ControlState.normal : button.state.subtracting(custom.state)
            return button.counterText(button.titles.lookup(without, default: "").value)
        }
        return button.shownTitle
    }

    /// The accessibility value: the words of a state that has its own ("Loading") while it is
    /// on, else nothing.
    /// - Parameters:
    ///   - button: The button.
    ///   - localization: The locale.
    public static func value(for button: Button, localization: Localization) -> String? {
        wordedState(of: button)?.accessibilityLabel.map(localization.text)
    }

    /// The first state on that has its own words for VoiceOver.
    static func wordedState(of button: Button) -> CustomState? {
        button.flags.activeStates.first { $0.accessibilityLabel != nil }
    }

    /// The full reading, for example "Selected, Followed, button", "Install, dimmed, button"
    /// or "Follow, Loading, dimmed, button".
    /// - Parameters:
    ///   - button: The button.
    ///   - localization: The locale.
    public static func reading(for button: Button, localization: Localization) -> String {
        let chinese = localization.locale.language == "zh"
        let words =
            chinese
            ? (selected: "已选定", dimmed: "变暗", button: "按钮")
            : (selected: "Selected", dimmed: "dimmed", button: "button")
        let state = button.state
        var parts: [String] = []
        if state.contains(.selected) { parts.append(words.selected) }
        let label = label(for: button, localization: localization)
        if !label.isEmpty { parts.append(label) }
        if let value = value(for: button, localization: localization), !value.isEmpty { parts.append(value) }
        if state.contains(.disabled) { parts.append(words.dimmed) }
        parts.append(words.button)
        return parts.joined(separator: chinese ? "，" : ", ")
    }
}
