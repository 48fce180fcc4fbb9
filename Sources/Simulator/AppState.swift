import ButtonKit
import Rendering
import Theming

/// The application's model: what the screen shows plus the terminal size, the themes
/// `t` cycles through and where the board comes from.
public struct AppState: Hashable, Sendable {
    /// What the screen shows.
    public var screen: ScreenModel
    /// The terminal's size.
    public var size: TerminalSize
    /// The themes `t` cycles, in order, by identity: a built-in's name or a theme file's
    /// full path (see ``ThemeCatalog/Entry/id``).
    public var themeIDs: [String]
    /// How the screen names the themes whose name other files share, by identity.
    public var themeLabels: [String: String]
    /// The button file the board was loaded from.
    public var boardSource: BoardSource
    /// The theme chosen by name or path, before any counterpart the environment shows
    /// in its place (`t` cycles from it; the state file records it).
    public var baseTheme: Theme
    /// The signal that ends the program, once one asked it to; the exit status is then
    /// 128 + its number.
    public var endingSignal: Int32?
    /// Why saving the state failed, if it did: the program then ends with status 1 and
    /// says why after the terminal is given back.
    public var saveError: String?
    /// Set while the program stops itself (Ctrl-Z): the SIGCONT that follows needs no
    /// second repaint.
    public var continuesOwnSuspension = false
    /// The rules every button follows since `--framework` or `;`, kept when the button
    /// file is edited; `nil` for the file's own.
    public var frameworkOverride: Framework? = nil

    /// Creates a state.
    /// - Parameters:
    ///   - screen: What the screen shows.
    ///   - size: The terminal size.
    ///   - themeIDs: The themes `t` cycles.
    ///   - boardSource: Where the board comes from.
    ///   - themeLabels: The names shown for themes whose name other files share.
    public init(
        screen: ScreenModel, size: TerminalSize, themeIDs: [String], boardSource: BoardSource = .builtIn,
        themeLabels: [String: String] = [:]
    ) {
        self.screen = screen
        self.baseTheme = screen.theme
        self.size = size
        self.themeIDs = themeIDs
        self.themeLabels = themeLabels
        self.boardSource = boardSource
        self.screen.themeLabel = baseThemeLabel
    }

    /// The buttons and what they are doing.
    public var simulator: SimulatorState {
        get { screen.simulator }
        set { screen.simulator = newValue }
    }

    /// The screen as drawn: in an environment other than the standard one, its terminal
    /// look (larger boxes, cut or wrapped titles, the board mirrored right to left), worked
    /// out afresh (the program loop keeps the last one it drew).
    public var shownScreen: ScreenModel { EnvironmentPictures.shown(screen) }

    /// The identity of the chosen theme: its file's full path, or a built-in's name. The
    /// state file records it, so a file is found again wherever the program starts and never
    /// mistaken for another file of its name.
    public var themeID: String { ThemeCatalog.identity(of: baseTheme) }

    /// The identity of the theme after the current one, wrapping.
    public var nextThemeID: String? {
        guard themeIDs.count > 1 else { return nil }
        let index = themeIDs.firstIndex(of: themeID) ?? -1
        return themeIDs[(index + 1) % themeIDs.count]
    }

    /// The label the screen shows for the chosen theme, when its name is not enough.
    public var baseThemeLabel: ThemeLabel? {
        guard let text = themeLabels[themeID], let file = baseTheme.sourceFiles.first else { return nil }
        return ThemeLabel(file: file, text: text)
    }
}
