import ButtonKit
import Dispatch
import Simulator

/// Runs engine timers as one-shot `DispatchSourceTimer`s on the main queue, one per id.
/// With no timer pending nothing wakes the process.
@MainActor
public final class DispatchTimerScheduler: TimerScheduler {
    private var sources: [TimerID: (source: DispatchSourceTimer, generation: Int)] = [:]
    private var generation = 0
    /// Called after each timer's work, so the runtime draws once per firing.
    public var afterFire: (@MainActor () -> Void)?

    public init() {}

    public func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void) {
        cancel(id)
        let source = DispatchSource.makeTimerSource(queue: .main)
        generation += 1
        let mine = generation
        let nanoseconds = max(0, delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000)
        source.schedule(deadline: .now() + .nanoseconds(Int(nanoseconds)), repeating: .never, leeway: .milliseconds(1))
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.sources[id]?.generation == mine else { return }
                self.sources[id] = nil
                source.cancel()
                fire()
                self.afterFire?()
            }
        }
        sources[id] = (source, mine)
        source.resume()
    }

    public func cancel(_ id: TimerID) {
        sources.removeValue(forKey: id)?.source.cancel()
    }

    /// Cancels everything (on quit).
    public func cancelAll() {
        for entry in sources.values { entry.source.cancel() }
        sources.removeAll()
    }
}
