/// A key the simulator understands, decoded from the terminal or read from a play script.
public enum Key: Hashable, Sendable {
    /// A printable character (`h`, `s`, `?`, ...).
    case character(Character)
    /// The space bar: taps the target.
    case space
    /// Return or Enter: taps the target, as Space does.
    case enter
    /// Tab: moves the target to the next button.
    case tab
    /// Shift-Tab: moves the target to the previous button.
    case backtab
    /// Esc: closes an open overlay, else quits.
    case escape
    /// The up arrow: moves the target to the row above.
    case up
    /// The down arrow: moves the target to the row below.
    case down
    /// The left arrow: moves the target to the previous button.
    case left
    /// The right arrow: moves the target to the next button.
    case right
}
