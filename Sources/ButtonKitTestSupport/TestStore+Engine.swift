import ButtonKit
import Testing

extension TestStore where State == SimulatorState, Action == ButtonKit.Action, Effect == ButtonKit.Effect {
    /// A store over the engine's ``SimulatorReducer``.
    /// - Parameters:
    ///   - state: The first state.
    ///   - exhaustivity: How much of each change must be asserted.
    public init(state: SimulatorState, exhaustivity: Exhaustivity = .on) {
        self.init(
            state: state, exhaustivity: exhaustivity, reducer: SimulatorReducer.reduce, timerAction: Action.timerFired,
            clockRequest: { effect in
                switch effect {
                case .schedule(let id, let delay): .schedule(id, after: delay)
                case .cancel(let id): .cancel(id)
                case .save, .quit: nil
                }
            },
            describe: StateDiff.describe(expected:actual:))
    }

    /// Advances the virtual clock by `duration`, receiving every timer that fires: a
    /// spinner tick turns the spinner one frame and a repeat window closes, on every board;
    /// `others` states what any other timer changes (a machine's delay, a tap's release).
    /// - Parameters:
    ///   - duration: How far to advance.
    ///   - others: Turns the state before another timer's firing into the state expected after.
    public mutating func runTimers(
        for duration: Duration, sourceLocation: SourceLocation = #_sourceLocation,
        _ others: (TimerID, inout SimulatorState) -> Void = { _, _ in }
    ) {
        advance(by: duration, sourceLocation: sourceLocation) { action, state in
            guard case .timerFired(let id) = action else { return }
            switch id {
            case .spinner: state.spinnerFrame += 1
            case .repeatWindow: state.pendingTimers.remove(id)
            case .tapRelease, .after: others(id, &state)
            }
        }
    }

    /// Set once a `.quit` effect has been seen.
    public var didQuit: Bool { effectLog.contains(.quit) }

    /// How many `.save` effects were seen.
    public var saveCount: Int { effectLog.filter { $0 == .save }.count }

    /// A keyboard tap on the enabled button `id` with no touch in progress, every change
    /// asserted: the touch down, then the tap hold's timers (``runTimers(for:_:)``), the
    /// release among them: `touchUpInside` and `primaryActionTriggered`, the button's tap
    /// (what `tapped` changes: its machine's answer), the highlight cleared.
    /// - Parameters:
    ///   - id: The button tapped.
    ///   - tapped: Turns the state at the machine's turn into the state after its answer.
    ///   - others: What any other timer that fires during the hold changes.
    public mutating func tap(
        _ id: ButtonID, sourceLocation: SourceLocation = #_sourceLocation,
        tapped: (inout SimulatorState) -> Void = { _ in },
        others: (TimerID, inout SimulatorState) -> Void = { _, _ in }
    ) {
        guard let index = state.index(of: id) else {
            Issue.record("no button \(id) to tap", sourceLocation: sourceLocation)
            return
        }
        send(.tapped(id), sourceLocation: sourceLocation) {
            $0.notice = nil  // a new action clears the last remark
            $0.touchDown(at: index)
        }
        runTimers(for: state.settings.tapHold, sourceLocation: sourceLocation) { timer, state in
            if timer == .tapRelease(id) { state.liftFinger(at: index, tapped: tapped) } else { others(timer, &state) }
        }
    }
}

/// The test store over the engine's reducer.
public typealias EngineTestStore = TestStore<SimulatorState, Action, Effect>
