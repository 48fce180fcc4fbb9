import ButtonKit
import Dispatch

/// Runs engine timers and paced frames on one `DispatchSourceTimer` on the main queue,
/// armed for the nearest deadline of everything pending.
///
/// Pending timers live on a ``VirtualClock`` kept in step with real time, so they fire in
/// the virtual clock's order: when the source fires, every timer due by then fires as one
/// batch, in deadline order, each scheduling its successors from its own deadline (as
/// `play` does), and then the paced frame if it is due, so a batch is drawn once. A batch
/// that runs long (timers falling behind real time) stops after a few milliseconds, once
/// every timer of the instant it reached has fired, and goes on at once from the main
/// queue, so keys and signals are not held up.
///
/// When each batch asks for the next a fixed time after the last (the spinner, ten times a
/// second), the source repeats at that period and is not re-armed on each tick: re-arming
/// costs the process extra wake-ups every tick. With nothing pending nothing wakes the process.
@MainActor
public final class DispatchTimerScheduler: TimerScheduler {
    /// How far past the present a batch reaches: timers due that soon fire with it,
    /// sparing a wake-up (the source's leeway is as long).
    private static let grace = Duration.milliseconds(1)
    /// The longest a batch runs before it lets the main queue handle other events (at the
    /// next instant; at the latest after eight times as long).
    private static let batchBudget = Duration.milliseconds(4)

    private let source: DispatchSourceTimer
    private let uptime: @MainActor () -> UInt64
    /// Where the clock's zero lies in uptime nanoseconds.
    private let origin: UInt64
    private var clock = VirtualClock()
    private var handlers: [TimerID: @MainActor () -> Void] = [:]
    private var frame: (deadline: Duration, draw: @MainActor () -> Void)?
    /// While a batch runs: whether it does, so scheduling follows the clock, not real time.
    private var isFiring = false
    /// What the source is armed for: its next deadline, and its period while it repeats.
    private var armed: (deadline: Duration, period: Duration?)?
    private var isCancelled = false
    /// Whether the clock was moved to the present in this turn of the main queue.
    private var isTurnTimed = false
    /// How many times the source has been set (a test reads it).
    private(set) var armings = 0
    /// The deadline the source is set for, and its period while it repeats (a test reads it).
    var armedFor: (deadline: Duration, period: Duration?)? { armed }

    /// A scheduler with nothing pending.
    public convenience init() {
        self.init(uptime: { DispatchTime.now().uptimeNanoseconds })
    }

    /// A scheduler reading the time from `uptime` (nanoseconds since boot): tests move
    /// time themselves and call ``fired()`` as the source would.
    init(uptime: @escaping @MainActor () -> UInt64) {
        self.uptime = uptime
        origin = uptime()
        source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .distantFuture, repeating: .never)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fired() }
        }
        source.resume()
    }

    /// Real time since the scheduler was made (held back at the earliest overdue timer
    /// while timers are behind); while a batch fires, the deadline of the timer firing.
    public var now: Duration {
        if !isFiring { catchUp() }
        return clock.now
    }

    /// Arms the timer `id` to fire once after `delay`, replacing one pending with that id.
    /// - Parameters:
    ///   - id: The timer's id.
    ///   - delay: How long from now (from its deadline, when a timer's firing schedules it).
    ///   - fire: What runs when it fires.
    public func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void) {
        if !isFiring { catchUp() }
        clock.schedule(id, after: delay)
        handlers[id] = fire
        if !isFiring { arm() }
    }

    /// Forgets the pending timer `id`.
    public func cancel(_ id: TimerID) {
        guard handlers.removeValue(forKey: id) != nil else { return }
        clock.cancel(id)
        if !isFiring { arm() }
    }

    /// Draws once after `delay`, after the timers due by then.
    /// - Parameters:
    ///   - delay: How long from now.
    ///   - draw: What runs then.
    public func scheduleFrame(after delay: Duration, draw: @escaping @MainActor () -> Void) {
        frame = (now + max(.zero, delay), draw)
        if !isFiring { arm() }
    }

    /// Forgets the pending frame.
    public func cancelFrame() {
        guard frame != nil else { return }
        frame = nil
        if !isFiring { arm() }
    }

    /// Cancels everything for good (on quit).
    public func cancelAll() {
        for id in clock.pendingIDs { clock.cancel(id) }
        handlers.removeAll()
        frame = nil
        isCancelled = true
        source.cancel()
    }

    /// The ids pending now.
    var pendingIDs: Set<TimerID> { clock.pendingIDs }

    private var realNow: Duration {
        .nanoseconds(Int64(bitPattern: uptime() &- origin))
    }

    /// Moves the clock to the present, but never past a pending timer: one that is
    /// overdue still schedules its successors from its own deadline. The present is read
    /// once per turn of the main queue, so timers one input schedules together (64 buttons
    /// entering their states) share their deadlines and fire together, as under `play`.
    private func catchUp() {
        guard !isTurnTimed else { return }
        isTurnTimed = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.isTurnTimed = false }
        }
        settle()
    }

    private func settle() {
        let present = realNow
        clock.settle(at: clock.nextDeadline.map { min($0, present) } ?? present)
    }

    /// One batch: every timer due by now (and the grace) in deadline order, then the frame.
    func fired() {
        let start = realNow
        let end = start + Self.grace
        isTurnTimed = false
        isFiring = true
        var count = 0
        var isCut = false
        while let id = clock.popDue(by: end) {
            let fire = handlers.removeValue(forKey: id)
            fire?()
            count += 1
            // The clock is read now and then only: a firing costs microseconds. A batch is
            // cut between two instants, so a frame shows the state after every timer due
            // at its time, as under `play`; within one instant only when that runs on and
            // on (timers that keep scheduling themselves with no delay).
            if !isCut, count % 32 == 0, realNow - start > Self.batchBudget { isCut = true }
            if isCut,
                clock.nextDeadline.map({ $0 > clock.now }) ?? true || realNow - start > Self.batchBudget * 8
            {
                break
            }
        }
        isCut = isCut && clock.nextDeadline.map { $0 <= end } ?? false
        if let frame, frame.deadline <= clock.now || (!isCut && frame.deadline <= end) {
            self.frame = nil
            frame.draw()
        }
        isFiring = false
        if isCut {
            // Behind real time: go on at once, after what else waits on the main queue.
            armed = nil
            if !isCancelled { set(.now(), repeating: .never) }
        } else {
            settle()
            arm(afterBatchAt: start)
        }
    }

    /// Sets the source for the nearest deadline, unless it already goes off then. After a
    /// batch, a deadline a fixed period after the one just served makes the source repeat.
    /// - Parameter batch: When the batch that just ran began; `nil` outside a batch.
    private func arm(afterBatchAt batch: Duration? = nil) {
        guard !isCancelled else { return }
        // The earlier of the two, without an array of them: this runs on every tick.
        let timer = clock.nextDeadline, frameDeadline = frame?.deadline
        guard let next = timer.map({ min($0, frameDeadline ?? $0) }) ?? frameDeadline else {
            if armed != nil {
                armed = nil
                set(.distantFuture, repeating: .never)
            }
            return
        }
        if let last = armed {
            if last.deadline == next, batch.map({ last.deadline > $0 }) ?? true {
                return  // Still armed for it.
            }
            if let batch, last.deadline <= batch {
                // The deadline the source just went off for: a repeating one goes off one
                // period after another, skipping those it was too late for.
                var served = last.deadline
                if let period = last.period {
                    let skipped = Self.nanoseconds(batch - last.deadline) / Self.nanoseconds(period)
                    if skipped > 0 { served += period * Int(skipped) }
                    if served + period == next {
                        armed = (next, period)
                        return
                    }
                }
                if next > served {
                    let period = next - served
                    armed = (next, period)
                    set(dispatchTime(next), repeating: .nanoseconds(Int(Self.nanoseconds(period))))
                    return
                }
            }
        }
        armed = (next, nil)
        set(dispatchTime(next), repeating: .never)
    }

    private func dispatchTime(_ time: Duration) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: origin + UInt64(Self.nanoseconds(time)))
    }

    private func set(_ deadline: DispatchTime, repeating: DispatchTimeInterval) {
        armings += 1
        source.schedule(deadline: deadline, repeating: repeating, leeway: .milliseconds(1))
    }

    /// A duration in whole nanoseconds, negative ones as zero.
    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
