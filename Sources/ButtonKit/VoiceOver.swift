/// What VoiceOver would read for a button, built from its traits as UIKit exposes them:
/// "selected" before the label, the label, "dimmed" when not enabled, then "button".
public enum VoiceOver {
    /// The accessibility label: the loading label while loading, else the shown title.
    public static func label(for button: Button, locale: DisplayLocale) -> String {
        button.isLoading ? Titles.loadingLabel(locale) : button.shownTitle
    }

    /// The full reading, for example "Selected, Followed, button" or "Install, dimmed, button".
    public static func reading(for button: Button, locale: DisplayLocale) -> String {
        let words = locale == .en
            ? (selected: "Selected", dimmed: "dimmed", button: "button")
            : (selected: "已选定", dimmed: "变暗", button: "按钮")
        let state = button.state
        var parts: [String] = []
        if state.contains(.selected) { parts.append(words.selected) }
        let label = label(for: button, locale: locale)
        if !label.isEmpty { parts.append(label) }
        if state.contains(.disabled) { parts.append(words.dimmed) }
        parts.append(words.button)
        return parts.joined(separator: locale == .en ? ", " : "，")
    }
}
