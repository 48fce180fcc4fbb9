import ButtonKit
import Testing

/// Drives a reducer on the virtual clock, as TCA's test store does: send actions, advance
/// time, and assert every state change. Generic over the reducer: the engine's
/// (``init(state:exhaustivity:)``) and the application's use the same store.
///
/// Exhaustive unless a test says otherwise by name (`exhaustivity: .off`): every `send`
/// states how the state changes (a closure that turns the old state into the expected
/// one), every timer that fires must be `receive`d with its change, and
/// ``finish(sourceLocation:)`` fails while timers are pending or fired actions were not
/// received. With exhaustivity off the closure still counts: it is applied to the state
/// after the action, and what it sets must already be so (only what the test names is
/// checked); fired actions need not be received. Failures are recorded as test issues at
/// the caller's line; a timer scheduled while already pending is one in either mode.
public struct TestStore<State: Equatable, Action: Equatable, Effect> {
    /// How much of each change a test must assert.
    public enum Exhaustivity: Sendable {
        /// Every change, every fired action, no timer left pending.
        case on
        /// Only what each assertion names.
        case off
    }

    /// What an effect asks of the store's clock.
    public enum ClockRequest {
        /// Fire the timer `id` after a duration.
        case schedule(TimerID, after: Duration)
        /// Forget the timer `id`.
        case cancel(TimerID)
    }

    /// The state now.
    public private(set) var state: State
    /// How much each change must be asserted.
    public let exhaustivity: Exhaustivity
    private let reducer: (inout State, Action) -> [Effect]
    private let timerAction: (TimerID) -> Action
    private let clockRequest: (Effect) -> ClockRequest?
    private let describe: (_ expected: State, _ actual: State) -> String
    private var clock = VirtualClock()
    private var received: [(action: Action, before: State, after: State)] = []
    /// Every effect, in order, since the store was made.
    public private(set) var effectLog: [Effect] = []
    /// Problems such as a timer scheduled twice; tests expect this to stay empty.
    public private(set) var violations: [String] = []

    /// A store over any reducer.
    /// - Parameters:
    ///   - state: The first state.
    ///   - exhaustivity: How much of each change must be asserted.
    ///   - reducer: Applies an action and returns its effects.
    ///   - timerAction: The action a fired timer sends.
    ///   - clockRequest: What an effect asks of the clock, if anything.
    ///   - describe: Words the difference between an expected and an actual state.
    public init(
        state: State, exhaustivity: Exhaustivity = .on, reducer: @escaping (inout State, Action) -> [Effect],
        timerAction: @escaping (TimerID) -> Action, clockRequest: @escaping (Effect) -> ClockRequest?,
        describe: @escaping (_ expected: State, _ actual: State) -> String = { "expected \($0)\nactual   \($1)" }
    ) {
        self.state = state
        self.exhaustivity = exhaustivity
        self.reducer = reducer
        self.timerAction = timerAction
        self.clockRequest = clockRequest
        self.describe = describe
    }

    /// The virtual time since the store was made.
    public var now: Duration { clock.now }

    /// The ids of the timers pending now.
    public var pendingIDs: Set<TimerID> { clock.pendingIDs }

    /// Sends an action and asserts the change.
    /// - Parameters:
    ///   - action: The action.
    ///   - expect: Turns the state before into the state expected after (omit it only
    ///     when nothing should change); with exhaustivity off, sets what must be so after.
    /// - Returns: The effects produced.
    @discardableResult
    public mutating func send(
        _ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ expect: ((inout State) -> Void)? = nil
    ) -> [Effect] {
        if exhaustivity == .on && !received.isEmpty {
            Issue.record(
                "\(received.count) fired timer action(s) not received before sending \(action): \(received.map(\.action))",
                sourceLocation: sourceLocation)
        }
        received.removeAll()
        let before = state
        let effects = reducer(&state, action)
        apply(effects)
        check(before: before, after: state, expect, action: action, sourceLocation: sourceLocation)
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

    /// Advances the virtual clock by `duration`, receiving every fired action at once with
    /// the change `expect` names for it (timers a test lets run out, such as a spinner's
    /// ticks, each still asserted).
    /// - Parameters:
    ///   - duration: How far to advance.
    ///   - expect: Turns the state before a fired action into the state expected after it.
    public mutating func advance(
        by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation,
        receiving expect: (Action, inout State) -> Void
    ) {
        let end = clock.now + duration
        while let id = clock.popDue(by: end) {
            let before = state
            let action = timerAction(id)
            apply(reducer(&state, action))
            let after = state
            withoutActuallyEscaping(expect) { expect in
                check(
                    before: before, after: after, { expect(action, &$0) }, action: action,
                    sourceLocation: sourceLocation)
            }
        }
        clock.settle(at: end)
    }

    /// Fires the earliest timer due by `end` (moving the clock to its deadline) and returns
    /// its effects, or `nil` when none is due. Lets tests check state after every firing.
    public mutating func fireNextTimer(dueBy end: Duration) -> [Effect]? {
        guard let id = clock.popDue(by: end) else { return nil }
        let before = state
        let action = timerAction(id)
        let effects = reducer(&state, action)
        apply(effects)
        if exhaustivity == .on { received.append((action, before, state)) }
        return effects
    }

    /// Asserts the next fired timer's action and its change.
    /// - Parameters:
    ///   - action: The action expected.
    ///   - expect: Turns the state before it into the state expected after.
    public mutating func receive(
        _ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ expect: ((inout State) -> Void)? = nil
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

    /// Ends the test: fails while fired actions are unreceived or timers still pending
    /// (exhaustive stores), or on any violation.
    public mutating func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        if !received.isEmpty {
            Issue.record(
                "\(received.count) fired timer action(s) never received: \(received.map(\.action))",
                sourceLocation: sourceLocation)
        }
        if exhaustivity == .on && !clock.pendingIDs.isEmpty {
            Issue.record(
                "timers still pending at the end: \(clock.pendingIDs.map(\.description).sorted())",
                sourceLocation: sourceLocation)
        }
        if !violations.isEmpty { Issue.record("violations: \(violations)", sourceLocation: sourceLocation) }
    }

    private func check(
        before: State, after: State, _ expect: ((inout State) -> Void)?, action: Action,
        sourceLocation: SourceLocation
    ) {
        // Exhaustive: the whole change, from the state before. Off: what the test names,
        // applied to the state after, must change nothing.
        var expected = exhaustivity == .on ? before : after
        if exhaustivity == .off && expect == nil { return }
        expect?(&expected)
        guard expected != after else { return }
        Issue.record(
            Comment(rawValue: "state after \(action) differs from the expected state:\n\(describe(expected, after))"),
            sourceLocation: sourceLocation)
    }

    private mutating func apply(_ effects: [Effect]) {
        effectLog += effects
        for effect in effects {
            switch clockRequest(effect) {
            case .schedule(let id, let delay):
                if clock.schedule(id, after: delay) { violations.append("timer \(id) scheduled while already pending") }
            case .cancel(let id):
                clock.cancel(id)
            case nil:
                break
            }
        }
    }
}
