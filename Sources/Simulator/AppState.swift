import ButtonKit
import Rendering
import Theming

/// The application's model: what the screen shows plus the terminal size and the themes
/// `t` cycles through.
public struct AppState: Hashable, Sendable {
    public var screen: ScreenModel
    public var size: TerminalSize
    /// Theme names in the order `t` cycles them.
    public var themeNames: [String]

    public init(screen: ScreenModel, size: TerminalSize, themeNames: [String]) {
        self.screen = screen
        self.size = size
        self.themeNames = themeNames
    }

    public var simulator: SimulatorState {
        get { screen.simulator }
        set { screen.simulator = newValue }
    }

    /// The layout of the main screen at the current size.
    public var layout: ScreenLayout { ScreenLayout.compute(screen, width: size.columns, height: size.rows) }

    /// The theme after the current one, wrapping.
    public var nextThemeName: String? {
        guard themeNames.count > 1 else { return nil }
        let index = themeNames.firstIndex(of: screen.theme.name) ?? -1
        return themeNames[(index + 1) % themeNames.count]
    }
}
