import ButtonKit
import Canvas
import Simulator

/// Plays a script as ``HeadlessPlayer`` does while handing every frame the screen shows to
/// a sink as it appears, with its virtual time: after each key, and at each timer that
/// fires during a `wait` (spinner ticks, a step elapsing), so a recording turns as the
/// terminal would and a `wait` is a pause. Nothing is kept but the last frame, so memory
/// does not grow with the script's length.
@MainActor
public enum DemoRecorder {
    /// What a recording receives.
    public enum Event: Sendable {
        /// The screen from now on (only when it changed).
        case frame(Frame)
        /// A `mark:` token's label.
        case marker(String)
        /// A key the script pressed, as the bytes a terminal sends (with `keys` on).
        case key(String)
    }

    /// How the script ended.
    public struct Outcome: Sendable {
        /// Virtual time at the end: after the last step (its final `wait` included), or
        /// when the program quit or an expectation failed.
        public var end: Duration
        /// A failed `expect:`'s line.
        public var failure: String?
    }

    /// Runs the script, giving the sink the first frame at time zero, then every change,
    /// marker and (with `keys`) key; stops early once the program quits or an `expect:` fails.
    /// - Parameters:
    ///   - script: The script.
    ///   - program: The program, already started.
    ///   - clock: The program's scheduler.
    ///   - keys: Whether keys pressed are given to the sink.
    ///   - sink: Receives each event with its virtual time; an error it throws stops the run.
    public static func record<Failure: Error>(
        _ script: PlayScript, program: Program, clock: ManualScheduler, keys: Bool = false,
        into sink: (Duration, Event) throws(Failure) -> Void
    ) throws(Failure) -> Outcome {
        var last = program.frame()
        try sink(clock.now, .frame(last))
        func capture() throws(Failure) {
            let frame = program.frame()
            if frame != last {
                last = frame
                try sink(clock.now, .frame(frame))
            }
        }
        for step in script.steps {
            if program.didQuit || clock.isOverBudget { break }
            switch step {
            case .wait(let duration):
                let end = clock.now + duration
                while let next = clock.nextDeadline, next <= end, !program.didQuit, !clock.isOverBudget {
                    clock.advance(by: next - clock.now)
                    try capture()
                }
                clock.advance(by: end - clock.now)
            case .mark(let label):
                try sink(clock.now, .marker(label))
            case .input(.key(let key)) where keys:
                try sink(clock.now, .key(key.typedBytes))
                HeadlessPlayer.play(PlayScript(steps: [step]), program: program, clock: clock)
            default:
                if let failure = HeadlessPlayer.play(PlayScript(steps: [step]), program: program, clock: clock) {
                    return Outcome(end: clock.now, failure: failure)
                }
            }
            if !program.didQuit { try capture() }
        }
        return Outcome(end: clock.now, failure: nil)
    }
}
