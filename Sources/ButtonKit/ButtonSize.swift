/// The design system's two sizes (`Button.ButtonType`): the theme gives each its height
/// and horizontal padding.
public enum ButtonSize: String, CaseIterable, Sendable, Codable {
    case small
    case medium
}

/// How wide a button is drawn (DESIGN.md section 11, `width`).
public enum ButtonWidth: String, CaseIterable, Sendable, Codable {
    /// Follows the title shown now, as UIKit's intrinsic content size does, inside a slot
    /// sized for the widest title so the rest of the board never moves.
    case fit
    /// Always as wide as the widest title the button can show.
    case widest
}
