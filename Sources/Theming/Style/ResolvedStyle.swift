import ButtonKit

/// A button style together with the state whose tokens supplied it, as UIKit's lookup
/// chose them, so the inspector can say "selected|highlighted fell back to normal".
public struct ResolvedStyle: Hashable, Sendable {
    /// The look itself.
    public var style: ButtonStyle
    /// How the lookup found the tokens: exact, aliased (3 reads 1), normal fallback.
    public var source: StateSlotSource
    /// The state slot whose tokens were applied (`.normal` for the default tokens).
    public var slot: ControlState
    /// The title's weight, underline and faintness in this state (``TextLook``).
    public var text: TextLook

    /// A style and where it came from.
    /// - Parameters:
    ///   - style: The look.
    ///   - source: How the lookup found the tokens.
    ///   - slot: The state slot whose tokens were applied.
    ///   - text: The title's weight, underline and faintness.
    public init(style: ButtonStyle, source: StateSlotSource, slot: ControlState, text: TextLook) {
        self.style = style
        self.source = source
        self.slot = slot
        self.text = text
    }
}
