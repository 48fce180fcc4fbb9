import ButtonKit

/// Runs the engine's timers: Dispatch timers in the live runtime, a virtual clock headless.
@MainActor
public protocol TimerScheduler: AnyObject {
    /// Calls `fire` once after `delay`, unless cancelled first. One timer per id.
    func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void)
    func cancel(_ id: TimerID)
}
