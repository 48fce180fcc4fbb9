import ButtonKit

extension AppReducer {
    /// A mouse press on a button drawn on the main screen: the button becomes the target
    /// and a touch begins, unless an overlay covers the board. A press whose release never
    /// arrived is cancelled first; a keyboard tap mid-flight makes this press wait (ignored).
    static func clicked(_ state: inout AppState, _ id: ButtonID) -> [AppEffect] {
        guard state.screen.overlay == .none, let index = state.simulator.index(of: id) else { return [] }
        state.screen.status = nil
        var effects: [AppEffect] = []
        if let stale = state.simulator.touchInProgress {
            // A keyboard tap is mid-flight: this press waits its turn (ignored).
            if state.simulator.pendingTimers.contains(.tapRelease(stale)) { return [] }
            // A press whose release never arrived: the system cancels that touch.
            effects += engine(&state, .touchCancelled(stale))
        }
        effects += engine(&state, .targetMoved(by: index - state.simulator.targetIndex))
        effects += engine(&state, .touchBegan(id))
        return effects
    }
}
