import Runtime
import Simulator

/// The app reducer as the program loop drives it: a key or click's
/// ``AppEffect/resolveInput(_:)`` is answered at once, against the layout worked out
/// afresh, and the answer reduced in turn, before anything else happens (as the loop
/// handles an answer right after the action that asked for it).
public enum AppLoopReducer {
    /// Applies an action and the answers to the input it asks to resolve.
    /// - Parameters:
    ///   - state: The application's state, updated in place.
    ///   - action: What happened.
    /// - Returns: The effects, each `resolveInput` replaced by its answer's effects.
    public static func reduce(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
        var effects: [AppEffect] = []
        for effect in AppReducer.reduce(&state, action) {
            guard case .resolveInput(let event) = effect else {
                effects.append(effect)
                continue
            }
            effects += reduce(&state, InputResolver.action(for: event, state: state))
        }
        return effects
    }
}
