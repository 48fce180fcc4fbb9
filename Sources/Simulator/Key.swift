/// A key the simulator understands, decoded from the terminal or read from a play script.
public enum Key: Hashable, Sendable {
    /// A printable character (`h`, `s`, `?`, ...).
    case character(Character)
    case space
    case enter
    case tab
    case backtab
    case escape
    case up
    case down
    case left
    case right
    /// Ctrl-C arriving as a key (raw mode); treated like quit.
    case interrupt
}
