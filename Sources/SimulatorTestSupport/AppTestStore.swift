import ButtonKit
import ButtonKitTestSupport
import Simulator

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

    /// Set once the engine's `.quit` effect has been seen.
    public var didQuit: Bool { effectLog.contains(.engine(.quit)) }
}

/// The test store over the application's reducer.
public typealias AppTestStore = TestStore<AppState, AppAction, AppEffect>
