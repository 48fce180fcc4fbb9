/// What VoiceOver would read for a button, built from its traits as UIKit exposes them:
/// "selected" before the label, the label (the button's name), the value (the words of a
/// state that has its own, "Loading"), "dimmed" when not enabled, then "button".
/// Trait words are English and Chinese; other locales read the English words. A role adds
/// no words (Apple documents none); the system label of a `close` or `confirm` button
/// without a title is read by its role's name, an approximation (Apple does not say what
/// VoiceOver reads for it).
public enum VoiceOver {
    /// The accessibility label, the button's name: the button's own label, else, while a
    /// state with its own words is on, the title the button shows without that state (its
    /// title may be hidden or empty then), looked up by the button's rules (UIKit's slot,
    /// or SwiftUI's ladder, so under SwiftUI the name follows the title as the ladder
    /// chooses it), else the shown title.
    /// - Parameters:
    ///   - button: The button.
    ///   - localization: The locale.
    public static func label(for button: Button, localization: Localization) -> String {
        if let label = button.definition.accessibilityLabel { return localization.text(label) }
        if let role = button.systemLabelRole { return systemLabelName(role, localization: localization) }
        if let custom = wordedState(of: button) {
            if let configuration = button.configuration { return button.counterText(configuration.title) }
            return button.counterText(button.titleWithout(custom))
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

    /// The name VoiceOver reads for a role's system label: the role's name.
    /// - Parameters:
    ///   - role: A role with a system label.
    ///   - localization: The locale (Chinese or English words).
    static func systemLabelName(_ role: ButtonRole, localization: Localization) -> String {
        let chinese = localization.locale.language == "zh"
        switch role {
        case .close: return chinese ? "关闭" : "Close"
        case .confirm: return chinese ? "确认" : "Confirm"
        case .destructive, .cancel: return ""
        }
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
