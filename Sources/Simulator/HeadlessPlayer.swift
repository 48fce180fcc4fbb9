import ButtonKit

/// Plays a script through an ``AppDriver`` on a ``ManualScheduler``: the same reducer and
/// renderer as the terminal, with time that passes only on `wait:`.
@MainActor
public enum HeadlessPlayer {
    /// Runs every step, stopping early once the program quits (as it would exit) or the
    /// clock's firing budget is spent (``ManualScheduler/isOverBudget``).
    public static func play(_ script: PlayScript, driver: AppDriver, clock: ManualScheduler) {
        for step in script.steps {
            if driver.didQuit || clock.isOverBudget { return }
            switch step {
            case .input(let event):
                driver.send(.input(event))
            case .wait(let duration):
                clock.advance(by: duration)
            case .click(let column, let row):
                driver.send(.input(.mousePress(column: column, row: row)))
                driver.send(.input(.mouseRelease(column: column, row: row)))
            }
        }
    }
}
