import ButtonKit
import ButtonKitTestSupport
import Rendering
import Runtime
import Simulator
import Testing
import Theming

/// Virtual time costs what its timers cost: the probe's 64 buttons cycling every
/// millisecond made `wait:3600s` take about 8 hours. The clock fires at most its budget
/// and `play` refuses the script with one line instead.
@Suite("The virtual clock's timer budget")
@MainActor
struct TimerBudgetTests {
    func fastBoard() throws -> Program {
        let board = try BuiltInFixture.cyclingBoard()
        let simulator = SimulatorState(board: board, locale: .en, settings: SimulatorSettings())
        let state = AppState(
            screen: ScreenModel(simulator: simulator, theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"])
        return Program(state: state, scheduler: clock, catalog: ThemeCatalog.discover(in: nil), stateStore: nil)
    }

    let clock = ManualScheduler()

    @Test func anHourOfFastTimersStopsAtTheBudgetWithItsMessage() throws {
        let driver = try fastBoard()
        clock.firingLimit = 6_400
        driver.send(.started)
        HeadlessPlayer.play(try PlayScript(parsing: "wait:3600s s"), program: driver, clock: clock)
        #expect(clock.isOverBudget)
        #expect(clock.firedCount == 6_400)
        // 64 timers a millisecond: the budget is spent at 100 ms, and nothing after runs.
        #expect(clock.now == .milliseconds(100))
        #expect(
            HeadlessPlayer.overBudgetMessage(clock)
                == "play: the script would fire more than 6400 timers (stopped at 0.1 seconds of virtual time); shorten its waits or lengthen the delays"
        )
    }

    @Test func aScriptWithinTheBudgetIsNotRefused() throws {
        let driver = try fastBoard()
        clock.firingLimit = 6_400
        driver.send(.started)
        HeadlessPlayer.play(try PlayScript(parsing: "wait:99ms"), program: driver, clock: clock)
        #expect(!clock.isOverBudget)
        #expect(clock.firedCount == 64 * 99)
        #expect(HeadlessPlayer.largestTimerCount == 500_000)
    }
}
