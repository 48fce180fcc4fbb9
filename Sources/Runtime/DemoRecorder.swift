import ButtonKit
import Rendering
import Simulator

/// Plays a script as ``HeadlessPlayer`` does while keeping every frame the screen shows,
/// with the virtual time it appears at: after each key, and at each timer that fires
/// during a `wait` (spinner ticks, a step elapsing), so a recording turns as the terminal
/// would and a `wait` is a pause.
@MainActor
public enum DemoRecorder {
    /// One frame and when it appeared.
    public struct Shot: Sendable {
        /// Virtual time since the start.
        public var time: Duration
        /// The screen.
        public var frame: Frame
    }

    /// Runs the script and returns the frames that differ from the one before, the first
    /// at time zero; stops early once the program quits.
    /// - Parameters:
    ///   - script: The script.
    ///   - driver: The program, already started.
    ///   - clock: The program's scheduler.
    public static func record(_ script: PlayScript, program: Program, clock: ManualScheduler) -> [Shot] {
        var shots = [Shot(time: clock.now, frame: program.frame())]
        func capture() {
            let frame = program.frame()
            if frame != shots.last?.frame { shots.append(Shot(time: clock.now, frame: frame)) }
        }
        for step in script.steps {
            if program.didQuit || clock.isOverBudget { break }
            if case .wait(let duration) = step {
                let end = clock.now + duration
                while let next = clock.nextDeadline, next <= end, !program.didQuit, !clock.isOverBudget {
                    clock.advance(by: next - clock.now)
                    capture()
                }
                clock.advance(by: end - clock.now)
            } else {
                HeadlessPlayer.play(PlayScript(steps: [step]), program: program, clock: clock)
            }
            if !program.didQuit { capture() }
        }
        return shots
    }
}
