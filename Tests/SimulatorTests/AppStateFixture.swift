import ButtonKit
import ButtonKitTestSupport
import Rendering
import Simulator
import SimulatorTestSupport
import Theming

/// The app at its start on the built-in board, and keys pressed through its reducer.
enum AppStateFixture {
    /// A fresh app state with the three built-in themes to cycle.
    static func fresh(_ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> AppState {
        AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault), size: size,
            themeIDs: ["default", "dark", "high-contrast"])
    }

    /// Presses keys in turn; the effects of all of them.
    @discardableResult
    static func press(_ state: inout AppState, _ keys: [Key]) -> [AppEffect] {
        keys.flatMap { AppLoopReducer.reduce(&state, .input(.key($0))) }
    }
}
