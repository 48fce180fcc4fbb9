import ButtonKit
import ButtonKitTestSupport
import Rendering
import Runtime
import Simulator
import Theming

/// The probe's board: 64 buttons cycling between two states every millisecond, so 64
/// timers fall due together every millisecond.
@MainActor
enum FastBoard {
    /// A program over the board, started: its first frame drawn when it has a backend.
    /// - Parameters:
    ///   - scheduler: Runs its timers.
    ///   - backend: The terminal; `nil` headless.
    static func program(scheduler: TimerScheduler, backend: TerminalBackend? = nil) throws -> Program {
        let board = try BuiltInFixture.cyclingBoard()
        let simulator = SimulatorState(board: board, locale: .en, settings: SimulatorSettings())
        let state = AppState(
            screen: ScreenModel(simulator: simulator, theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"])
        let program = Program(
            state: state, scheduler: scheduler, catalog: ThemeCatalog.discover(in: nil), stateStore: nil,
            backend: backend)
        program.send(.started)
        return program
    }
}
