import ButtonKit
import ButtonKitTestSupport
import Simulator
import Testing

extension TestStore where State == AppState, Action == AppAction, Effect == AppEffect {
    /// A store over the application's reducer as the program loop drives it
    /// (``AppLoopReducer``): keys and clicks are resolved against the layout at once.
    /// - Parameters:
    ///   - state: The first state.
    ///   - exhaustivity: How much of each change must be asserted.
    public init(state: AppState, exhaustivity: Exhaustivity = .on) {
        self.init(
            state: state, exhaustivity: exhaustivity, reducer: AppLoopReducer.reduce,
            timerAction: AppAction.timerFired,
            clockRequest: { effect in
                switch effect {
                case .engine(.schedule(let id, let delay)): .schedule(id, after: delay)
                case .engine(.cancel(let id)): .cancel(id)
                default: nil
                }
            },
            describe: AppStateDiff.describe(expected:actual:))
    }

    /// Advances the virtual clock by `duration`, receiving every timer that fires on the
    /// way with the change the engine makes for it and nothing else.
    /// - Parameter duration: How far to advance.
    public mutating func runTimers(for duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) {
        advance(by: duration, sourceLocation: sourceLocation) { action, state in
            if case .timerFired(let id) = action { state.apply(.timerFired(id)) }
        }
    }

    /// Set once the engine's `.quit` effect has been seen.
    public var didQuit: Bool { effectLog.contains(.engine(.quit)) }
}

/// The test store over the application's reducer.
public typealias AppTestStore = TestStore<AppState, AppAction, AppEffect>
