/// Time that passes only when told to: pending timers by id with their deadlines, fired in
/// deadline order (then in the order they were scheduled). The one virtual clock behind
/// `play` and the test store.
public struct VirtualClock: Sendable {
    private struct Pending: Sendable {
        var id: TimerID
        var deadline: Duration
        var sequence: Int
    }

    /// The time since the clock was made.
    public private(set) var now: Duration = .zero
    private var pending: [Pending] = []
    private var sequence = 0

    /// A clock at time zero with nothing pending.
    public init() {}

    /// Schedules a timer; one already pending with the same id is replaced.
    /// - Parameters:
    ///   - id: The timer's id.
    ///   - delay: How long from now it fires.
    /// - Returns: Whether a timer with the same id was pending (and is replaced).
    @discardableResult
    public mutating func schedule(_ id: TimerID, after delay: Duration) -> Bool {
        let replaced = pending.contains { $0.id == id }
        pending.removeAll { $0.id == id }
        sequence += 1
        pending.append(Pending(id: id, deadline: now + max(.zero, delay), sequence: sequence))
        return replaced
    }

    /// Forgets the pending timer with this id.
    public mutating func cancel(_ id: TimerID) {
        pending.removeAll { $0.id == id }
    }

    /// The ids pending now.
    public var pendingIDs: Set<TimerID> { Set(pending.map(\.id)) }

    /// The pending timers with how long until each falls due, in the order they were
    /// scheduled (a presenter hands them to the real clock).
    public var pendingDelays: [(id: TimerID, delay: Duration)] {
        pending.sorted { $0.sequence < $1.sequence }.map { ($0.id, $0.deadline - now) }
    }

    /// When the earliest pending timer falls due, if any.
    public var nextDeadline: Duration? {
        // Without an array of the deadlines: asked several times on every spinner tick.
        pending.min { $0.deadline < $1.deadline }?.deadline
    }

    /// Removes the earliest timer due by `end` and moves the clock to its deadline.
    /// - Parameter end: The time the clock is advancing to.
    /// - Returns: The timer's id, or `nil` when none is due.
    public mutating func popDue(by end: Duration) -> TimerID? {
        guard let next = pending.min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }),
            next.deadline <= end
        else { return nil }
        pending.removeAll { $0.sequence == next.sequence }
        now = max(now, next.deadline)
        return next.id
    }

    /// Moves the clock to `end` once every due timer has been popped.
    public mutating func settle(at end: Duration) { now = max(now, end) }
}
