import Simulator

/// What the terminal sent, decoded: input for the simulator, or a request to the
/// runtime itself that the simulator never sees.
public enum TerminalInput: Hashable, Sendable {
    /// A key, a click or a resize for the simulator.
    case event(InputEvent)
    /// A control key the runtime handles, as a terminal program does in raw mode.
    case control(TerminalControl)
    /// Standard input reached its end or failed: the terminal has gone (a hang-up).
    case endOfInput
}

/// The control keys that act on the terminal and the process rather than the simulator.
public enum TerminalControl: Hashable, Sendable {
    /// Ctrl-C: as SIGINT.
    case interrupt
    /// Ctrl-\: as SIGQUIT.
    case quit
    /// Ctrl-Z: as SIGTSTP.
    case suspend
    /// Ctrl-L: clear and repaint the whole screen.
    case redraw
}
