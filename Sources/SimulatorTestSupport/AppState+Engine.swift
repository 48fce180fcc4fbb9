import ButtonKit
import Simulator

extension AppState {
    /// Applies an engine action as the engine's reducer does: in a test store's expected
    /// change, what the app reducer must hand the engine (the engine's own tests hold what
    /// the action does).
    /// - Parameter action: The engine action.
    public mutating func apply(_ action: Action) {
        _ = SimulatorReducer.reduce(&screen.simulator, action)
    }

    /// Applies the engine's `targetMoved` that makes `id` the target.
    /// - Parameter id: The button expected to become the target.
    public mutating func moveTarget(to id: ButtonID) {
        apply(.targetMoved(by: (simulator.index(of: id) ?? simulator.targetIndex) - simulator.targetIndex))
    }
}
