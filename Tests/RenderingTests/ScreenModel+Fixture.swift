import ButtonKit
import Rendering
import Simulator
import Theming

extension ScreenModel {
    /// A screen model with the key table the simulator gives the board.
    static func fixture(
        simulator: SimulatorState, theme: Theme, overlay: Overlay = .none, status: StatusMessage? = nil,
        monochrome: Bool = false
    ) -> ScreenModel {
        ScreenModel(
            simulator: simulator, theme: theme, overlay: overlay, status: status, monochrome: monochrome,
            keys: KeyBindings.help(for: simulator.board))
    }
}
