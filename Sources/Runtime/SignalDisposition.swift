#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension sigaction {
    /// A disposition for `sigaction(2)` that runs `handler` (a function, `SIG_DFL` or
    /// `SIG_IGN`) with nothing extra blocked. The handler's field is named differently by
    /// glibc and Darwin, which is why this one place sets it.
    public init(handler: (@convention(c) (Int32) -> Void)?, flags: Int32 = 0) {
        self.init()
        #if canImport(Glibc)
            __sigaction_handler.sa_handler = handler
        #else
            __sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&sa_mask)
        sa_flags = flags
    }
}

/// The set of `signals`, for `pthread_sigmask(2)`. A function, not an initialiser: Darwin's
/// `sigset_t` is a plain `UInt32`.
public func signalSet(_ signals: [Int32]) -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    return set
}
