/// What the process or the terminal asks of the program, whether it came as a signal or
/// as a control key read in raw mode (Ctrl-C is SIGINT's key).
public enum ProgramSignal: Hashable, Sendable {
    /// Save, give the terminal back and end with 128 + `signalNumber` (SIGINT, SIGTERM,
    /// SIGHUP, an end of input...).
    case end(signalNumber: Int32)
    /// The terminal changed size (SIGWINCH).
    case windowChanged
    /// Give the terminal back and stop until continued (Ctrl-Z, SIGTSTP).
    case suspend
    /// The process was continued (SIGCONT).
    case continued
    /// Clear and repaint the whole screen (Ctrl-L).
    case redraw
}
