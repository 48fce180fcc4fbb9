import Simulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals of the terminal contract (the README's exit codes) and what each one means.
public enum TerminalSignals {
    /// Signals that save the state, give the terminal back and end the process with
    /// 128 + the signal number.
    public static let quitting: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM]
    /// Every signal the runtime receives as an event on the main queue.
    public static let handled: [Int32] = quitting + [SIGWINCH, SIGTSTP, SIGCONT]
    /// The ones ``SignalRelay`` receives through a handler of its own: SIGPIPE is raised on
    /// the thread whose write failed, which may be one of libdispatch's (they leave it
    /// unblocked), and a Dispatch signal source missed it; SIGCONT and SIGTSTP, now and
    /// then (the end-to-end tests showed all three: a SIGTSTP sent after a first stop and
    /// `fg` never reached its source). A handler of our own cannot lose one, whichever
    /// thread takes it.
    static let relayed: [Int32] = [SIGPIPE, SIGCONT, SIGTSTP]
    /// The ones received through Dispatch signal sources.
    static let dispatched: [Int32] = handled.filter { !relayed.contains($0) }
    /// Signals that mean the program crashed: the terminal is reset from a signal handler.
    public static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

    /// Blocks the signals Dispatch sources receive on the calling thread, the main thread,
    /// before any source exists: a source reads its signal from a signalfd, which sees it
    /// only while no thread can take it. libdispatch's own threads block them already; the
    /// main thread, which drains the main queue (``MainQueueLoop``), would otherwise take
    /// one, and libdispatch's handler would then block nearly every signal on it, crashes'
    /// included. A signal that comes before its source stays pending, not lost. Linux only
    /// (elsewhere sources do not read signalfds).
    public static func blockDispatchedOnThisThread() {
        #if os(Linux)
            var blocked = signalSet(dispatched)
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
        #endif
    }

    /// The exit status for a process ended by `signal`, as a shell reports it.
    public static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }
}

extension ProgramSignal {
    /// What a signal the program handles asks of it.
    /// - Parameter number: A signal of ``TerminalSignals/handled``.
    public init(signalNumber number: Int32) {
        switch number {
        case SIGWINCH: self = .windowChanged
        case SIGTSTP: self = .suspend
        case SIGCONT: self = .continued
        default: self = .end(signalNumber: number)
        }
    }
}
