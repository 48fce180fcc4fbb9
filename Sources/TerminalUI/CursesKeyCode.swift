import CNcurses
import Runtime

/// The curses function-key codes ``KeyDecoder`` understands, so tests can feed them in
/// without importing curses.
public enum CursesKeyCode {
    /// The arrow keys.
    public static let up = UInt32(BS_KEY_UP)
    /// The down arrow.
    public static let down = UInt32(BS_KEY_DOWN)
    /// The left arrow.
    public static let left = UInt32(BS_KEY_LEFT)
    /// The right arrow.
    public static let right = UInt32(BS_KEY_RIGHT)
    /// The keypad's Enter key.
    public static let enter = UInt32(BS_KEY_ENTER)
    /// Shift-Tab.
    public static let backtab = UInt32(BS_KEY_BTAB)
    /// A mouse event is waiting for `getmouse`.
    public static let mouse = UInt32(BS_KEY_MOUSE)
    /// The terminal changed size.
    public static let resize = UInt32(BS_KEY_RESIZE)
    /// F1, a key the simulator does not use (handy as an "unknown key" in tests).
    public static let f1 = UInt32(BS_KEY_F1)
}
