import ButtonKit

/// A virtual clock for `play` and tests: timers fire only when ``advance(by:)`` moves time
/// past their deadline, in deadline order (then in the order they were scheduled).
@MainActor
public final class ManualScheduler: TimerScheduler {
    private struct Pending {
        var id: TimerID
        var deadline: Duration
        var sequence: Int
        var fire: @MainActor () -> Void
    }

    public private(set) var now: Duration = .zero
    private var pending: [Pending] = []
    private var sequence = 0

    public init() {}

    public func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void) {
        pending.removeAll { $0.id == id }
        sequence += 1
        pending.append(Pending(id: id, deadline: now + max(.zero, delay), sequence: sequence, fire: fire))
    }

    public func cancel(_ id: TimerID) {
        pending.removeAll { $0.id == id }
    }

    public var pendingIDs: Set<TimerID> { Set(pending.map(\.id)) }

    /// Moves the clock forward, firing every timer that falls due on the way.
    public func advance(by duration: Duration) {
        let end = now + max(.zero, duration)
        while let next = pending.min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }),
              next.deadline <= end {
            pending.removeAll { $0.sequence == next.sequence }
            now = max(now, next.deadline)
            next.fire()
        }
        now = end
    }
}
