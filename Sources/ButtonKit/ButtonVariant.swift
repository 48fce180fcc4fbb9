/// The design-system button styles (the article's `DesignSystem.shared.styles`).
///
/// The simulator shows the first six; the on-color secondary and link styles exist for
/// themes and `render`.
public enum ButtonVariant: String, CaseIterable, Sendable, Codable {
    case primary
    case secondary
    case link
    case success
    case danger
    case onColor = "on-color"
    case onColorSecondary = "on-color-secondary"
    case onColorLink = "on-color-link"

    /// The variants that get a button on the main screen, in target order.
    public static let shown: [ButtonVariant] = [.primary, .secondary, .link, .success, .danger, .onColor]

    /// Whether the variant is meant to sit on a brand-coloured surface.
    public var isOnColor: Bool { self == .onColor || self == .onColorSecondary || self == .onColorLink }
}

/// The design system's two sizes (`Button.ButtonType`).
public enum ButtonSize: String, CaseIterable, Sendable, Codable {
    case small
    case medium
}
