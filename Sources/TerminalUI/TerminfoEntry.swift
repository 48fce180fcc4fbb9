/// What terminfo says about a terminal type, as far as start-up needs to know.
public struct TerminfoEntry: Hashable, Sendable {
    /// The number of colours (`max_colors`); 0 or less when the terminal has none.
    public var colors: Int
    /// Whether the terminal can move the cursor (`cup`); curses cannot draw without it.
    public var canAddressCursor: Bool

    /// - Parameters:
    ///   - colors: `max_colors`.
    ///   - canAddressCursor: whether `cup` exists.
    public init(colors: Int, canAddressCursor: Bool) {
        self.colors = colors
        self.canAddressCursor = canAddressCursor
    }
}
