/// A SwiftUI button's role (`"role"`), passed to `Button(role:)`. Apple documents no
/// spoken difference for a role: VoiceOver reads a button with a role as one without.
/// `close` and `confirm` (iOS 26) without a title show the system's default label.
public enum ButtonRole: String, CaseIterable, Hashable, Sendable {
    /// A button that deletes or discards.
    case destructive
    /// A button that cancels.
    case cancel
    /// A button that closes; without a title it gets the system label.
    case close
    /// A button that confirms; without a title it gets the system label.
    case confirm

    /// Whether a button of this role without a title gets the system's label
    /// (`Button(role:action:)`, "a button that displays a default label").
    public var hasSystemLabel: Bool { self == .close || self == .confirm }

    /// The symbol the system label shows, as a glyph: an "x" for close (Apple's example
    /// shows the toolbar's 'x'), a checkmark for confirm; `nil` for a role without one.
    public var systemSymbol: String? {
        switch self {
        case .close: "✕"
        case .confirm: "✓"
        case .destructive, .cancel: nil
        }
    }
}
