import ButtonKit

/// Drives ``SimulatorReducer`` on a virtual clock, as TCA's test store does: send actions,
/// advance time, and assert the exact state and effects. No test ever sleeps.
///
/// The store plays the runtime's part: it holds the timers the effects schedule, fires them
/// in time order when the clock advances, and records every effect. It also checks that no
/// timer id is scheduled while the same id is pending.
public struct TestStore {
    /// A timer the store holds for the reducer.
    public struct PendingTimer: Hashable, Sendable {
        public var id: TimerID
        public var deadline: Duration
    }

    public private(set) var state: SimulatorState
    /// The virtual time since the store was made.
    public private(set) var now: Duration = .zero
    public private(set) var timers: [PendingTimer] = []
    /// Every effect, in order, since the store was made.
    public private(set) var effectLog: [Effect] = []
    /// Problems such as a timer scheduled twice; tests expect this to stay empty.
    public private(set) var violations: [String] = []
    /// Set once a `.quit` effect has been seen.
    public private(set) var didQuit = false
    public private(set) var saveCount = 0

    public init(state: SimulatorState = SimulatorState()) {
        self.state = state
    }

    /// Sends an action and returns the effects it produced (timers already taken over).
    @discardableResult
    public mutating func send(_ action: Action) -> [Effect] {
        let effects = SimulatorReducer.reduce(&state, action)
        apply(effects)
        return effects
    }

    /// Advances the virtual clock, firing every timer due on the way in deadline order.
    /// Returns the effects the fired timers produced.
    @discardableResult
    public mutating func advance(by duration: Duration) -> [Effect] {
        let end = now + duration
        var produced: [Effect] = []
        while let effects = fireNextTimer(dueBy: end) { produced += effects }
        now = end
        return produced
    }

    /// Fires the earliest timer due by `end` (moving the clock to its deadline) and returns
    /// its effects, or `nil` when none is due. Lets tests check state after every firing.
    public mutating func fireNextTimer(dueBy end: Duration) -> [Effect]? {
        guard let next = timers.enumerated().min(by: { $0.element.deadline < $1.element.deadline }),
              next.element.deadline <= end else { return nil }
        timers.remove(at: next.offset)
        now = max(now, next.element.deadline)
        return send(.timerFired(next.element.id))
    }

    /// Moves the clock to `time` without firing anything (after ``fireNextTimer(dueBy:)``).
    public mutating func setNow(_ time: Duration) { now = max(now, time) }

    /// Sends a keyboard tap on `id` and lets the tap hold run out.
    public mutating func tap(_ id: ButtonID) {
        send(.tapped(id))
        advance(by: state.settings.tapHold)
    }

    /// The ids of the timers pending now.
    public var pendingIDs: Set<TimerID> { Set(timers.map(\.id)) }

    private mutating func apply(_ effects: [Effect]) {
        effectLog += effects
        for effect in effects {
            switch effect {
            case .schedule(let id, let delay):
                if timers.contains(where: { $0.id == id }) {
                    violations.append("timer \(id) scheduled while already pending")
                }
                timers.append(PendingTimer(id: id, deadline: now + delay))
            case .cancel(let id):
                timers.removeAll { $0.id == id }
            case .emit:
                break
            case .save:
                saveCount += 1
            case .quit:
                didQuit = true
            }
        }
    }
}
