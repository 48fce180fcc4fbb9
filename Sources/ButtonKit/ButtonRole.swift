/// A SwiftUI button's role (`"role"`), read by VoiceOver and passed to `Button(role:)`.
public enum ButtonRole: String, CaseIterable, Hashable, Sendable {
    /// A button that deletes or discards.
    case destructive
    /// A button that cancels.
    case cancel
    /// A button that closes; without a title it gets the system label.
    case close
    /// A button that confirms; without a title it gets the system label.
    case confirm
}
