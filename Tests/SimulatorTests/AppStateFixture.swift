import ButtonKit
import ButtonKitTestSupport
import Rendering
import Simulator
import Theming

/// The app at its start on the built-in board.
enum AppStateFixture {
    /// A fresh app state with the built-in themes to cycle.
    static func fresh(_ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> AppState {
        AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault), size: size,
            themeIDs: Theme.builtInNames)
    }
}
