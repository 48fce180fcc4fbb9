import ButtonKit
import Rendering

/// The board at one step of a presentation, as the script's replay on the virtual clock
/// left it: what the screen shows, the timers still pending (with how long until each
/// fires, so they go on in real time) and the problem that stopped the replay, if any.
public struct PresenterSnapshot: Hashable, Sendable {
    /// A timer pending at the end of the replay.
    public struct PendingTimer: Hashable, Sendable {
        /// The timer's id.
        public var id: TimerID
        /// How long until it fires.
        public var delay: Duration
        /// A pending timer.
        public init(id: TimerID, delay: Duration) {
            self.id = id
            self.delay = delay
        }
    }

    /// The screen after the replay, with the presenter bar of the step.
    public var screen: ScreenModel
    /// The timers to start, in the order they were scheduled.
    public var timers: [PendingTimer]
    /// A failed `expect:` or a replay over its timer budget, as one line; `nil` when fine.
    public var failure: String?

    /// A snapshot.
    /// - Parameters:
    ///   - screen: The screen after the replay, presenter bar included.
    ///   - timers: The timers pending.
    ///   - failure: What stopped the replay early.
    public init(screen: ScreenModel, timers: [PendingTimer], failure: String?) {
        self.screen = screen
        self.timers = timers
        self.failure = failure
    }
}
