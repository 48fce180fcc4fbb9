import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a terminal that stopped reading output from keeping a quitting signal from
/// saving (the README's exit codes). ncurses writes with blocking `write(2)`, so while the
/// terminal reads nothing the main queue waits inside an update, and the signal's
/// handler, which saves, never runs.
///
/// A second source for the quitting signals runs on a background queue. Once one has
/// arrived, whenever the main queue has been inside one terminal write for a grace
/// period, the output the terminal never took is discarded (`tcflush`) and the blocked
/// writer woken (output suspended and restarted with `tcflow`, which wakes the terminal's
/// writers; the flush alone does not, and Dispatch's threads block signals), until the
/// write returns; the main queue then handles the signal, saves and exits. Output of a
/// write that makes progress is never discarded.
public enum OutputWatchdog {
    /// How long a write may stall before its output is dropped.
    static let grace: DispatchTimeInterval = .seconds(1)
    private static let state = WriteState()
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Marks a write to the terminal (an ncurses update); keep `body` to the write.
    public static func writing<T>(_ body: () -> T) -> T {
        state.begin()
        defer { state.end() }
        return body()
    }

    /// Starts listening for the quitting signals; call once. Not on the main actor: the
    /// handlers run on the watchdog's own queue.
    public static func install() {
        for number in TerminalSignals.dispatched where TerminalSignals.quitting.contains(number) {
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { watch(queue: queue) }
            source.resume()
            sources.append(source)
        }
    }

    /// A quitting signal that came another way (``SignalRelay``): watch from now on.
    static func quittingSignalArrived() {
        queue.async { watch(queue: queue) }
    }

    private static let queue = DispatchQueue(label: "button-sim.output-watchdog")

    /// Checks every 100 ms, from the first quitting signal until the process ends.
    private static func watch(queue: DispatchQueue) {
        guard !isWatching else { return }
        isWatching = true
        check(queue: queue, stalled: nil)
    }

    nonisolated(unsafe) private static var isWatching = false

    private static func check(queue: DispatchQueue, stalled: (generation: Int, since: DispatchTime)?) {
        let now = state.current
        var next: (generation: Int, since: DispatchTime)?
        if now.isWriting {
            let since = stalled?.generation == now.generation ? stalled?.since ?? .now() : .now()
            if DispatchTime.now() >= since + grace {
                tcflush(STDOUT_FILENO, TCOFLUSH)
                tcflow(STDOUT_FILENO, TCOOFF)
                tcflow(STDOUT_FILENO, TCOON)
            }
            next = (now.generation, since)
        }
        let carried = next
        queue.asyncAfter(deadline: .now() + .milliseconds(100)) { check(queue: queue, stalled: carried) }
    }
}

/// Whether the main queue is writing to the terminal, and which write, across threads.
private final class WriteState: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var isWriting = false
    private var generation = 0

    init() { pthread_mutex_init(&mutex, nil) }

    var current: (isWriting: Bool, generation: Int) {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return (isWriting, generation)
    }

    func begin() {
        pthread_mutex_lock(&mutex)
        generation += 1
        isWriting = true
        pthread_mutex_unlock(&mutex)
    }

    func end() {
        pthread_mutex_lock(&mutex)
        isWriting = false
        pthread_mutex_unlock(&mutex)
    }
}
