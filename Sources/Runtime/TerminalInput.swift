import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal sent, decoded: input for the simulator, or a control key that acts
/// on the program as a signal would.
public enum TerminalInput: Hashable, Sendable {
    /// A key, a click or a resize for the simulator.
    case event(InputEvent)
    /// A control key the program handles, as a terminal program does in raw mode.
    case control(TerminalControl)
    /// Standard input reached its end or failed: the terminal has gone (a hang-up).
    case endOfInput

    /// The action the program loop takes for it.
    public var action: AppAction {
        switch self {
        case .event(let event): .input(event)
        case .control(.interrupt): .signalled(.end(signalNumber: SIGINT))
        case .control(.quit): .signalled(.end(signalNumber: SIGQUIT))
        case .control(.suspend): .signalled(.suspend)
        case .control(.redraw): .signalled(.redraw)
        case .endOfInput: .signalled(.end(signalNumber: SIGHUP))
        }
    }
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
