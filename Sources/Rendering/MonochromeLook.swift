import ButtonKit

/// How a button's state reads without colour (`NO_COLOR`, docs/themes.md): each state
/// bit has one channel of its own, so two states never look alike unless UIKit would also
/// show them alike.
///
/// | state | channel |
/// |---|---|
/// | highlighted | reverse video over the whole button |
/// | disabled | dim |
/// | selected | bold title |
/// | focused | underlined title |
/// | a custom state | a double outline carrying the state's mark (`╔═M═L═╗`) |
///
/// The theme's text rules for the variant (its weight, its underline) are left out in this
/// mode: they would hide the selected and focused channels.
public struct MonochromeLook: Hashable, Sendable {
    /// Reverse video: highlighted.
    public var reverse: Bool
    /// Dim: disabled.
    public var dim: Bool
    /// Bold: selected.
    public var bold: Bool
    /// Underline: focused.
    public var underline: Bool
    /// The marks of the custom states that are on, in the button file's order; a double
    /// outline carries them.
    public var marks: [String]

    /// The look of a button's current state.
    public init(_ button: Button) {
        let state = button.state
        reverse = state.contains(.highlighted)
        dim = state.contains(.disabled)
        bold = state.contains(.selected)
        underline = state.contains(.focused)
        marks = button.flags.activeStates.map(\.shownMark)
    }

    /// Whether the outline is doubled (some custom state is on).
    public var doubleOutline: Bool { !marks.isEmpty }
}
