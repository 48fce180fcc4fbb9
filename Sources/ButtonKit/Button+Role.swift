extension Button {
    /// The role whose system label the button shows now: under SwiftUI's rules, a `close`
    /// or `confirm` button showing no title of its own (and none hidden by a state) gets
    /// the system's default label. `nil` otherwise, and always under UIKit's rules, where
    /// a role does nothing. Typed: the views word and draw the label.
    public var systemLabelRole: ButtonRole? {
        guard framework == .swiftui, let role = definition.role, role.hasSystemLabel,
            titleHiddenBy == nil, shownTitle.isEmpty
        else { return nil }
        return role
    }
}
