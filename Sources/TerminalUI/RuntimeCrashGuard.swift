import CNcurses
import Runtime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal settings from before curses started, for the crash handler.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var hasSavedTerminal = false
/// What undoes every mode curses set, from terminfo (``bs_terminal_reset_bytes``),
/// prepared before any crash so the handler only writes it.
nonisolated(unsafe) private var resetBytes = UnsafeMutablePointer<CChar>.allocate(capacity: 512)
nonisolated(unsafe) private var resetCount = 0

/// Gives the terminal back even when the program dies on a fatal signal (a trap is SIGILL
/// or SIGTRAP on Linux): restores the saved termios, writes the reset bytes (normal pen,
/// keypad and mouse reports off, cursor shown, alternate screen left, or the screen
/// cleared where there is none), then lets the signal take its default course. Only
/// async-signal-safe calls run in the handler.
enum TerminalCrashGuard {
    /// Saves the terminal settings; call before curses changes them.
    static func capture() {
        hasSavedTerminal = tcgetattr(STDIN_FILENO, &savedTerminal) == 0
    }

    /// Prepares the reset bytes for the terminal curses runs on and installs the handler;
    /// call once curses has started.
    static func install() {
        resetCount = Int(bs_terminal_reset_bytes(resetBytes, 512))
        for signalNumber in TerminalSignals.fatal { signal(signalNumber, crashHandler) }
        var fatal = signalSet(TerminalSignals.fatal)
        // A process inherits its parent's blocked signals (a test runner's worker thread
        // blocks nearly all): this thread, the main thread, takes a crash signal whatever
        // it was started with.
        pthread_sigmask(SIG_UNBLOCK, &fatal, nil)
    }
}

private let crashHandler: @convention(c) (Int32) -> Void = { signalNumber in
    if hasSavedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal) }
    _ = write(STDOUT_FILENO, resetBytes, resetCount)
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
