import ButtonKit
import Testing

/// Drives ``SimulatorReducer`` on the virtual clock, as TCA's test store does: send
/// actions, advance time, and assert every state change.
///
/// Exhaustive by default: every `send` states how the state changes (a closure that turns
/// the old state into the expected one), every timer that fires must be `receive`d with
/// its change, and ``finish(sourceLocation:)`` fails while timers are pending or fired
/// actions were not received. Failures are recorded as test issues at the caller's line.
/// A non-exhaustive store (for property tests) records effects and checks only that no
/// timer id is scheduled twice.
public struct TestStore {
    /// The state now.
    public private(set) var state: SimulatorState
    /// Whether every change must be asserted.
    public let exhaustive: Bool
    private var clock = VirtualClock()
    private var received: [(action: Action, before: SimulatorState, after: SimulatorState)] = []
    /// Every effect, in order, since the store was made.
    public private(set) var effectLog: [Effect] = []
    /// Problems such as a timer scheduled twice; tests expect this to stay empty.
    public private(set) var violations: [String] = []
    /// Set once a `.quit` effect has been seen.
    public private(set) var didQuit = false
    /// How many `.save` effects were seen.
    public private(set) var saveCount = 0

    /// Creates a store.
    /// - Parameters:
    ///   - state: The first state.
    ///   - exhaustive: Whether every change must be asserted.
    public init(state: SimulatorState, exhaustive: Bool = true) {
        self.state = state
        self.exhaustive = exhaustive
    }

    /// The virtual time since the store was made.
    public var now: Duration { clock.now }

    /// The ids of the timers pending now.
    public var pendingIDs: Set<TimerID> { clock.pendingIDs }

    /// Sends an action and asserts the change.
    /// - Parameters:
    ///   - action: The action.
    ///   - expect: Turns the state before into the state expected after (exhaustive
    ///     stores: omit it only when nothing should change).
    /// - Returns: The effects produced.
    @discardableResult
    public mutating func send(
        _ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ expect: ((inout SimulatorState) -> Void)? = nil
    ) -> [Effect] {
        if exhaustive && !received.isEmpty {
            Issue.record(
                "\(received.count) fired timer action(s) not received before sending \(action): \(received.map(\.action))",
                sourceLocation: sourceLocation)
            received.removeAll()
        }
        let before = state
        let effects = SimulatorReducer.reduce(&state, action)
        apply(effects)
        if exhaustive { check(before: before, after: state, expect, action: action, sourceLocation: sourceLocation) }
        return effects
    }

    /// Advances the virtual clock, firing every timer due on the way in deadline order.
    /// An exhaustive store queues the fired actions for ``receive(_:sourceLocation:_:)``.
    /// - Returns: The effects the fired timers produced.
    @discardableResult
    public mutating func advance(by duration: Duration) -> [Effect] {
        let end = clock.now + duration
        var produced: [Effect] = []
        while let effects = fireNextTimer(dueBy: end) { produced += effects }
        clock.settle(at: end)
        return produced
    }

    /// Fires the earliest timer due by `end` (moving the clock to its deadline) and returns
    /// its effects, or `nil` when none is due. Lets tests check state after every firing.
    public mutating func fireNextTimer(dueBy end: Duration) -> [Effect]? {
        guard let id = clock.popDue(by: end) else { return nil }
        let before = state
        let effects = SimulatorReducer.reduce(&state, .timerFired(id))
        apply(effects)
        if exhaustive { received.append((.timerFired(id), before, state)) }
        return effects
    }

    /// Asserts the next fired timer's action and its change.
    /// - Parameters:
    ///   - action: The action expected (`.timerFired(id)`).
    ///   - expect: Turns the state before it into the state expected after.
    public mutating func receive(
        _ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ expect: ((inout SimulatorState) -> Void)? = nil
    ) {
        guard !received.isEmpty else {
            Issue.record("expected to receive \(action), but nothing fired", sourceLocation: sourceLocation)
            return
        }
        let next = received.removeFirst()
        guard next.action == action else {
            Issue.record("received \(next.action), expected \(action)", sourceLocation: sourceLocation)
            return
        }
        check(before: next.before, after: next.after, expect, action: action, sourceLocation: sourceLocation)
    }

    /// Drops the fired actions not yet received (spinner ticks a test does not care about).
    public mutating func skipReceivedActions() { received.removeAll() }

    /// Ends the test: fails while fired actions are unreceived or timers still pending.
    public mutating func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        if !received.isEmpty {
            Issue.record(
                "\(received.count) fired timer action(s) never received: \(received.map(\.action))",
                sourceLocation: sourceLocation)
        }
        if !clock.pendingIDs.isEmpty {
            Issue.record(
                "timers still pending at the end: \(clock.pendingIDs.map(\.description).sorted())",
                sourceLocation: sourceLocation)
        }
        if !violations.isEmpty { Issue.record("violations: \(violations)", sourceLocation: sourceLocation) }
    }

    /// Sends a keyboard tap on `id` and lets the tap hold run out, asserting nothing
    /// (non-exhaustive stores only).
    public mutating func tap(_ id: ButtonID) {
        send(.tapped(id))
        advance(by: state.settings.tapHold)
    }

    private func check(
        before: SimulatorState, after: SimulatorState, _ expect: ((inout SimulatorState) -> Void)?,
        action: Action, sourceLocation: SourceLocation
    ) {
        var expected = before
        expect?(&expected)
        guard expected != after else { return }
        let diff = StateDiff.describe(expected: expected, actual: after)
        Issue.record(
            Comment(rawValue: "state after \(action) differs from the expected state:\n\(diff)"),
            sourceLocation: sourceLocation)
    }

    private mutating func apply(_ effects: [Effect]) {
        effectLog += effects
        for effect in effects {
            switch effect {
            case .schedule(let id, let delay):
                if clock.schedule(id, after: delay) { violations.append("timer \(id) scheduled while already pending") }
            case .cancel(let id):
                clock.cancel(id)
            case .save:
                saveCount += 1
            case .quit:
                didQuit = true
            }
        }
    }
}
