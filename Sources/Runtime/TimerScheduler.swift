import ButtonKit

/// Runs the engine's timers and the program's paced frames: one Dispatch timer in the live
/// runtime, a virtual clock headless and in tests.
@MainActor
public protocol TimerScheduler: AnyObject {
    /// The scheduler's time: while a timer fires, the deadline it fired for, so what it
    /// schedules follows the virtual clock's order exactly.
    var now: Duration { get }
    /// Calls `fire` once after `delay`, unless cancelled first. One timer per id.
    /// - Parameters:
    ///   - id: The timer's id.
    ///   - delay: How long from now.
    ///   - fire: What runs when it fires, on the main actor.
    func schedule(_ id: TimerID, after delay: Duration, fire: @escaping @MainActor () -> Void)
    /// Forgets the pending timer with this id, so it never fires; nothing happens if none is pending.
    func cancel(_ id: TimerID)
    /// Calls `draw` once after `delay`, after every timer due by then has fired: the
    /// program draws timers' changes as one paced frame. One frame is pending at most; a
    /// new one replaces it.
    /// - Parameters:
    ///   - delay: How long from now.
    ///   - draw: What runs then, on the main actor.
    func scheduleFrame(after delay: Duration, draw: @escaping @MainActor () -> Void)
    /// Forgets the pending frame, if any (the program drew meanwhile).
    func cancelFrame()
}
