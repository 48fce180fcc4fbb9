import ButtonKit
import Simulator

/// Plays a script through an ``Program`` on a ``ManualScheduler``: the same reducer and
/// renderer as the terminal, with time that passes only on `wait:`.
@MainActor
public enum HeadlessPlayer {
    /// Runs every step, stopping early once the program quits (as it would exit), the
    /// clock's firing budget is spent (``ManualScheduler/isOverBudget``) or an `expect:`
    /// fails; returns that failure's one line.
    @discardableResult
    public static func play(_ script: PlayScript, program: Program, clock: ManualScheduler) -> String? {
        for step in script.steps {
            if program.didQuit || clock.isOverBudget { return nil }
            switch step {
            case .input(let event):
                program.send(.input(event))
            case .wait(let duration):
                clock.advance(by: duration)
            case .event(let name):
                program.send(.eventSent(name))
            case .click(let column, let row):
                program.send(.input(.mousePress(column: column, row: row)))
                program.send(.input(.mouseRelease(column: column, row: row)))
            case .expect(let expectation, let token, let position):
                let found = expectation.found(in: program.state.simulator)
                if case .success(let value) = found, expectation.matches(value) { continue }
                return ScriptExpectation.failureMessage(
                    token: token, position: position, time: clock.now, expectation: expectation, found: found)
            case .mark, .say:
                break
            }
        }
        return nil
    }

    /// The most timers one `play` may fire: a few seconds of work (about 9 µs a firing with
    /// 64 buttons, release build). An hour of the spinner is 36,000 firings; 64 buttons
    /// cycling every millisecond reach the limit in under 8 virtual seconds.
    public static let largestTimerCount = 500_000

    /// The one line that refuses a script whose timers spent the clock's budget.
    /// - Parameter clock: The clock after the script, over its budget.
    public static func overBudgetMessage(_ clock: ManualScheduler) -> String {
        "play: the script would fire more than \(clock.firingLimit) timers (stopped at \(clock.now) of virtual time); "
            + "shorten its waits or lengthen the delays"
    }
}
