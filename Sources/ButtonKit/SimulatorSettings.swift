/// Timings and switches of a simulator run.
public struct SimulatorSettings: Hashable, Sendable {
    /// How long a follow request or a modal step takes.
    public var stepDelay: Duration
    /// How long a keyboard tap keeps the button highlighted before touch up.
    public var tapHold: Duration
    /// Time between spinner frames (10 frames a second).
    public var spinnerInterval: Duration
    /// With animation off the spinner shows a still frame and schedules nothing.
    public var animates: Bool
    /// How many control events the log keeps.
    public var eventLogLimit: Int
    /// A touch down this soon after the last touch up on the same button also sends
    /// touchDownRepeat (UIKit's tap count above one).
    public var repeatWindow: Duration

    /// Creates settings; by default a 1 s step, a 150 ms tap hold and 10 spinner frames a second.
    /// - Parameters:
    ///   - stepDelay: How long a follow request or a modal step takes.
    ///   - tapHold: How long a keyboard tap stays highlighted.
    ///   - spinnerInterval: Time between spinner frames.
    ///   - animates: Whether the spinner turns.
    ///   - eventLogLimit: How many control events the log keeps.
    ///   - repeatWindow: How soon a second touch down counts as a repeat.
    public init(
        stepDelay: Duration = .seconds(1),
        tapHold: Duration = .milliseconds(150),
        spinnerInterval: Duration = .milliseconds(100),
        animates: Bool = true,
        eventLogLimit: Int = 64,
        repeatWindow: Duration = .milliseconds(350)
    ) {
        self.stepDelay = stepDelay
        self.tapHold = tapHold
        self.spinnerInterval = spinnerInterval
        self.animates = animates
        self.eventLogLimit = eventLogLimit
        self.repeatWindow = repeatWindow
    }
}
