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
    /// The ones ``SignalRelay`` receives: libdispatch's worker threads leave SIGPIPE (it is
    /// usually raised by a failed write on the writing thread) and SIGCONT unblocked, so a
    /// Dispatch signal source misses them whenever they land on one of those threads.
    static let relayed: [Int32] = [SIGPIPE, SIGCONT]
    /// The ones received through Dispatch signal sources.
    static let dispatched: [Int32] = handled.filter { !relayed.contains($0) }
    /// Signals that mean the program crashed: the terminal is reset from a signal handler.
    public static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

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
