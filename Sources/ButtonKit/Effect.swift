/// Work the reducer asks the runtime to do. Effects are plain, comparable values: the live
/// runtime turns them into Dispatch timers and file writes, the test store into a virtual clock.
public enum Effect: Hashable, Sendable {
    /// Fire ``Action/timerFired(_:)`` with this id after the duration.
    case schedule(TimerID, after: Duration)
    /// Forget the pending timer with this id.
    case cancel(TimerID)
    /// Save the state file.
    case save
    /// Leave the program (after saving).
    case quit
}
