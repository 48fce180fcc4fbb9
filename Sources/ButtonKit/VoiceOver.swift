/// What VoiceOver would read for a button, built from its traits as UIKit exposes them:
/// "selected" before the label, the label, "dimmed" when not enabled, then "button".
/// Trait words are English and Chinese; other locales read the English words.
public enum VoiceOver {
    /// The accessibility label: a custom state's label while that state is on, else the
    /// button's own label, else the shown title.
    /// - Parameters:
    ///   - button: The button.
    ///   - localization: The locale.
    public static func label(for button: Button, localization: Localization) -> String {
        if let custom = button.flags.activeStates.first(where: { $0.accessibilityLabel != nil }),
            let label = custom.accessibilityLabel
        {
            return localization.text(label)
        }
        if let label = button.definition.accessibilityLabel { return localization.text(label) }
        return button.shownTitle
    }

    /// The full reading, for example "Selected, Followed, button" or "Install, dimmed, button".
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
        if state.contains(.disabled) { parts.append(words.dimmed) }
        parts.append(words.button)
        return parts.joined(separator: chinese ? "，" : ", ")
    }
}
