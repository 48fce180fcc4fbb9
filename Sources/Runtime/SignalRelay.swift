import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the relay's pipe, for the signal handler.
nonisolated(unsafe) private var relayDescriptor: Int32 = -1

/// Receives a signal on any thread through a handler of its own that writes the signal's
/// number into a pipe (the self-pipe pattern, async-signal-safe), read by a Dispatch read
/// source on a background queue. For the signals that Dispatch signal sources can miss
/// (see ``TerminalSignals/relayed``).
enum SignalRelay {
    nonisolated(unsafe) private static var source: DispatchSourceRead?

    /// Installs the handler for `numbers`; `received` runs on a background queue. Once.
    /// - Parameters:
    ///   - numbers: the signals.
    ///   - received: what to do with each one that arrives.
    static func install(_ numbers: [Int32], received: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        relayDescriptor = ends[1]
        let reader = DispatchSource.makeReadSource(
            fileDescriptor: ends[0],
            queue: DispatchQueue(label: "button-sim.signal-relay"))
        reader.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 64)
            while true {
                let count = bytes.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                for byte in bytes[0..<count] { received(Int32(byte)) }
            }
        }
        reader.resume()
        source = reader
        var action = sigaction(handler: relayHandler, flags: SA_RESTART)
        for number in numbers { sigaction(number, &action, nil) }
        var relayed = signalSet(numbers)
        // Taken on this thread, the main thread, even when the process was started with
        // them blocked (a parent's mask is inherited).
        pthread_sigmask(SIG_UNBLOCK, &relayed, nil)
    }
}

private let relayHandler: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    let saved = errno
    _ = write(relayDescriptor, &byte, 1)
    errno = saved
}
