import ButtonKit

/// Runs the engine's timers: Dispatch timers in the live runtime, a virtual clock headless.
@MainActor
public protocol TimerScheduler: AnyObject {
    /// Calls `fire` once after `delay`, unless cancelled first. One timer per id.
    /// - Parameters:
    ///   - id: The timer's id.
    ///   - delay: How long from now.
    ///   - fire: What runs when it fires, on the main actor.
    func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void)
    /// Forgets the pending timer with this id, so it never fires; nothing happens if none is pending.
    func cancel(_ id: TimerID)
}
