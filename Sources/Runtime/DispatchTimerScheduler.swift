import ButtonKit
import Dispatch
import Simulator

/// Runs engine timers as `DispatchSourceTimer`s on the main queue, one source per id.
///
/// A timer id keeps its source: scheduling it again re-arms that source instead of making
/// another, and cancelling disarms it. A timer that schedules itself again from its own
/// firing with the same delay (the spinner, ten times a second) becomes a repeating source
/// and is not re-armed on each tick: re-arming a one-shot timer costs the process extra
/// wake-ups every tick. It stops repeating as soon as a firing does not schedule it again.
/// With no timer armed nothing wakes the process.
@MainActor
public final class DispatchTimerScheduler: TimerScheduler {
    private struct Armed {
        let source: DispatchSourceTimer
        /// When it is due; `nil` while disarmed. An event that comes before it belongs to
        /// an earlier scheduling (already queued when the timer was re-armed) and is dropped.
        var deadline: DispatchTime? = nil
        var fire: (@MainActor () -> Void)? = nil
        /// The period while the source repeats.
        var period: UInt64? = nil
    }

    /// How much earlier than its deadline an event may come and still count (the leeway).
    private static let tolerance: UInt64 = 2_000_000
    private var timers: [TimerID: Armed] = [:]
    /// The timer whose firing runs now, and the deadline it fired for.
    private var firing: (id: TimerID, deadline: DispatchTime)?

    /// A scheduler with no timers armed.
    public init() {}

    /// Arms the timer `id` to fire once after `delay`, re-arming its source if it has one;
    /// from the timer's own firing, with the delay it repeats at, it just goes on repeating.
    /// - Parameters:
    ///   - id: The timer's id.
    ///   - delay: How long from now.
    ///   - fire: What runs when it fires.
    public func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void) {
        var armed = timers[id] ?? Armed(source: makeSource(for: id))
        let nanoseconds = UInt64(
            max(0, delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000))
        armed.fire = fire
        if let firing, firing.id == id, nanoseconds > 0 {
            // From its own firing: the next deadline follows the last one, so ticks keep
            // their pace, and a source already repeating at this period is left alone.
            let deadline = firing.deadline + .nanoseconds(Int(nanoseconds))
            armed.deadline = deadline
            if armed.period != nanoseconds {
                armed.period = nanoseconds
                armed.source.schedule(
                    deadline: deadline, repeating: .nanoseconds(Int(nanoseconds)), leeway: .milliseconds(1))
            }
        } else {
            let deadline = DispatchTime.now() + .nanoseconds(Int(nanoseconds))
            armed.deadline = deadline
            armed.period = nil
            armed.source.schedule(deadline: deadline, repeating: .never, leeway: .milliseconds(1))
        }
        timers[id] = armed
    }

    /// Disarms the timer `id`, keeping its source for the next scheduling.
    public func cancel(_ id: TimerID) {
        guard var armed = timers[id] else { return }
        armed.source.schedule(deadline: .distantFuture, repeating: .never)
        armed.deadline = nil
        armed.fire = nil
        armed.period = nil
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
        firing = (id, deadline)
        fire()
        firing = nil
        // Not scheduled again: a repeating source stops here.
        if var after = timers[id], after.deadline == nil, after.period != nil {
            after.period = nil
            after.source.schedule(deadline: .distantFuture, repeating: .never)
            timers[id] = after
        }
    }
}
