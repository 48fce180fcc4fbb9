import ButtonKit
import Dispatch
import Simulator

/// Runs engine timers as one-shot `DispatchSourceTimer`s on the main queue, one per id.
/// A timer id keeps its source: scheduling it again re-arms that source instead of
/// creating another (the spinner re-arms its timer ten times a second), and cancelling
/// disarms it. With no timer armed nothing wakes the process.
@MainActor
public final class DispatchTimerScheduler: TimerScheduler {
    private struct Armed {
        let source: DispatchSourceTimer
        /// When it is due; `nil` while disarmed. An event that comes before it belongs to
        /// an earlier scheduling (already queued when the timer was re-armed) and is dropped.
        var deadline: DispatchTime?
        var fire: (@MainActor () -> Void)?
    }

    /// How much earlier than its deadline an event may come and still count (the leeway).
    private static let tolerance: UInt64 = 2_000_000
    private var timers: [TimerID: Armed] = [:]
    /// Called after each timer's work, so the runtime draws once per firing.
    public var afterFire: (@MainActor () -> Void)?

    /// A scheduler with no timers armed.
    public init() {}

    /// Arms the timer `id` to fire once after `delay`, re-arming its source if it has one.
    /// - Parameters:
    ///   - id: The timer's id.
    ///   - delay: How long from now.
    ///   - fire: What runs when it fires.
    public func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void) {
        let source = timers[id]?.source ?? makeSource(for: id)
        let nanoseconds = max(
            0, delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000)
        let deadline = DispatchTime.now() + .nanoseconds(Int(nanoseconds))
        timers[id] = Armed(source: source, deadline: deadline, fire: fire)
        source.schedule(deadline: deadline, repeating: .never, leeway: .milliseconds(1))
    }

    /// Disarms the timer `id`, keeping its source for the next scheduling.
    public func cancel(_ id: TimerID) {
        guard var armed = timers[id] else { return }
        armed.source.schedule(deadline: .distantFuture, repeating: .never)
        armed.deadline = nil
        armed.fire = nil
        timers[id] = armed
    }

    /// Cancels everything for good (on quit).
    public func cancelAll() {
        for armed in timers.values { armed.source.cancel() }
        timers.removeAll()
    }

    private func makeSource(for id: TimerID) -> DispatchSourceTimer {
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fired(id) }
        }
        source.schedule(deadline: .distantFuture, repeating: .never)
        source.resume()
        return source
    }

    private func fired(_ id: TimerID) {
        guard var armed = timers[id], let deadline = armed.deadline, let fire = armed.fire,
            DispatchTime.now().uptimeNanoseconds + Self.tolerance >= deadline.uptimeNanoseconds
        else { return }
        armed.deadline = nil
        armed.fire = nil
        timers[id] = armed
        fire()
        afterFire?()
    }
}
