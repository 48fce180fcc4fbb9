import ButtonKit

/// The virtual clock for `play` and tests: timers fire only when ``advance(by:)`` moves
/// time past their deadline, in deadline order (then in the order they were scheduled); a
/// paced frame falls due after the timers due at the same time.
@MainActor
public final class ManualScheduler: TimerScheduler {
    private var clock = VirtualClock()
    private var handlers: [TimerID: @MainActor () -> Void] = [:]
    private var frame: (deadline: Duration, draw: @MainActor () -> Void)?

    /// At most this many timers fire over the scheduler's life; then ``advance(by:)``
    /// fires no more and ``isOverBudget`` is set, so a script whose waits would take hours
    /// of work (64 buttons cycling every millisecond through `wait:3600s`) is refused
    /// within seconds instead.
    public var firingLimit = Int.max
    /// How many timers have fired.
    public private(set) var firedCount = 0
    /// Whether a timer fell due after ``firingLimit`` was reached: the time from there on
    /// was not simulated.
    public private(set) var isOverBudget = false

    /// A clock at time zero.
    public init() {}

    /// The virtual time since the scheduler was made.
    public var now: Duration { clock.now }

    /// Calls `fire` when ``advance(by:)`` moves the clock `delay` past now; a timer pending
    /// with the same id is replaced.
    /// - Parameters:
    ///   - id: The timer's id.
    ///   - delay: How long from now, in virtual time.
    ///   - fire: What runs when it falls due.
    public func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void) {
        clock.schedule(id, after: delay)
        handlers[id] = fire
    }

    /// Forgets the pending timer with this id; its handler never runs.
    /// - Parameter id: The timer's id.
    public func cancel(_ id: TimerID) {
        clock.cancel(id)
        handlers[id] = nil
    }

    /// The ids pending now.
    public var pendingIDs: Set<TimerID> { clock.pendingIDs }

    /// The pending timers with how long until each falls due, in the order they were scheduled.
    public var pendingDelays: [(id: TimerID, delay: Duration)] { clock.pendingDelays }

    /// When the earliest pending timer falls due, if any (a recording stops there to
    /// capture the frame it draws). A paced frame is not a timer and is not counted.
    public var nextDeadline: Duration? { clock.nextDeadline }

    /// When the pending paced frame falls due, if one is pending.
    public var frameDeadline: Duration? { frame?.deadline }

    /// Calls `draw` when ``advance(by:)`` reaches `delay` past now, after the timers due
    /// by then; a pending frame is replaced. Frames do not count towards ``firingLimit``.
    /// - Parameters:
    ///   - delay: How long from now, in virtual time.
    ///   - draw: What runs then.
    public func scheduleFrame(after delay: Duration, draw: @escaping @MainActor () -> Void) {
        frame = (clock.now + max(.zero, delay), draw)
    }

    /// Forgets the pending frame.
    public func cancelFrame() {
        frame = nil
    }

    /// Moves the clock forward, firing every timer that falls due on the way, and a paced
    /// frame once the timers due at its time have fired.
    public func advance(by duration: Duration) {
        let end = clock.now + max(.zero, duration)
        while true {
            let next = clock.nextDeadline.flatMap { $0 <= end ? $0 : nil }
            if let frame, frame.deadline <= end, next.map({ frame.deadline < $0 }) ?? true {
                self.frame = nil
                clock.settle(at: frame.deadline)
                frame.draw()
                continue
            }
            guard next != nil else { break }
            guard firedCount < firingLimit else {
                isOverBudget = true
                return
            }
            guard let id = clock.popDue(by: end) else { break }
            firedCount += 1
            let fire = handlers.removeValue(forKey: id)
            fire?()
        }
        clock.settle(at: end)
    }
}
