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

    /// Set once a `.quit` effect has been seen.
    public var didQuit: Bool { effectLog.contains(.quit) }

    /// How many `.save` effects were seen.
    public var saveCount: Int { effectLog.filter { $0 == .save }.count }

    /// Sends a keyboard tap on `id` and lets the tap hold run out, asserting nothing
    /// (stores with exhaustivity off only).
    public mutating func tap(_ id: ButtonID) {
        send(.tapped(id))
        advance(by: state.settings.tapHold)
    }
}

/// The test store over the engine's reducer.
public typealias EngineTestStore = TestStore<SimulatorState, Action, Effect>
