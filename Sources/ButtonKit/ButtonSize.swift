/// The design system's two sizes (`Button.ButtonType`): the theme gives each its height
/// and horizontal padding.
public enum ButtonSize: String, CaseIterable, Sendable, Codable {
    /// The design system's small size (`theme.height.button.sm`, `theme.padding-x.button.sm`).
    case small
    /// The design system's medium size, the default (`theme.height.button.md`, `theme.padding-x.button.md`).
    case medium

    /// The SwiftUI control size the size stands for under SwiftUI's rules
    /// (`.controlSize`): `small` is `.small`, `medium` `.regular`.
    public var controlSize: String {
        switch self {
        case .small: "small"
        case .medium: "regular"
        }
    }
}

/// How wide a button is drawn (docs/buttons.md, `width`).
public enum ButtonWidth: String, CaseIterable, Sendable, Codable {
    /// Follows the title shown now, as UIKit's intrinsic content size does, inside a slot
    /// sized for the widest title so the rest of the board never moves.
    case fit
    /// Always as wide as the widest title the button can show.
    case widest
}
