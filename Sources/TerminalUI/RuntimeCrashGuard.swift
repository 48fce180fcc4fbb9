import Glibc

/// The terminal settings from before curses started, for the crash handler.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var hasSavedTerminal = false

/// Leaves the alternate screen, shows the cursor, resets colours and mouse reporting.
private let resetSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)

/// Gives the terminal back even when the program dies on a fatal signal (a trap is SIGILL or
/// SIGTRAP on Linux): restores the saved termios, writes the reset sequence, then lets the
/// signal take its default course. Only async-signal-safe calls run in the handler.
enum TerminalCrashGuard {
    /// Saves the terminal settings; call before curses changes them.
    static func capture() {
        hasSavedTerminal = tcgetattr(STDIN_FILENO, &savedTerminal) == 0
        _ = resetSequence.count  // initialise the global now, never inside the handler
    }

    static func install() {
        for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            signal(signalNumber, crashHandler)
        }
    }
}

private let crashHandler: @convention(c) (Int32) -> Void = { signalNumber in
    if hasSavedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal) }
    resetSequence.withUnsafeBufferPointer { bytes in
        _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
