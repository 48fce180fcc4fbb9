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
    /// Theme names in the order `t` cycles them.
    public var themeNames: [String]
    /// The button file the board was loaded from.
    public var boardSource: BoardSource
    /// `--theme PATH`, so the state file keeps the path, not just the name.
    public var themeArgument: String?
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
    /// The last layout, kept while nothing it depends on changes (ignored by equality).
    private var layoutCache = ScreenLayout.Cache()

    /// Creates a state.
    /// - Parameters:
    ///   - screen: What the screen shows.
    ///   - size: The terminal size.
    ///   - themeNames: The themes `t` cycles.
    ///   - boardSource: Where the board comes from.
    ///   - themeArgument: `--theme` when it named a file.
    public init(
        screen: ScreenModel, size: TerminalSize, themeNames: [String], boardSource: BoardSource = .builtIn,
        themeArgument: String? = nil
    ) {
        self.screen = screen
        self.baseTheme = screen.theme
        self.size = size
        self.themeNames = themeNames
        self.boardSource = boardSource
        self.themeArgument = themeArgument
    }

    /// The buttons and what they are doing.
    public var simulator: SimulatorState {
        get { screen.simulator }
        set { screen.simulator = newValue }
    }

    /// The screen as drawn: in an environment other than the standard one, its terminal
    /// look (larger boxes, cut or wrapped titles, the board mirrored right to left).
    public var shownScreen: ScreenModel { EnvironmentPictures.shown(screen) }

    /// The layout of the main screen at the current size.
    public var layout: ScreenLayout {
        // The model itself in the standard environment: no copy of it on every key.
        screen.environment.isStandard
            ? layoutCache.layout(screen, width: size.columns, height: size.rows)
            : layoutCache.layout(shownScreen, width: size.columns, height: size.rows)
    }

    /// Whether the main screen fits the terminal (else the too-small screen shows).
    public var fits: Bool {
        screen.environment.isStandard
            ? layoutCache.fits(screen, width: size.columns, height: size.rows)
            : layoutCache.fits(shownScreen, width: size.columns, height: size.rows)
    }

    /// The theme after the current one, wrapping.
    public var nextThemeName: String? {
        guard themeNames.count > 1 else { return nil }
        let index = themeNames.firstIndex(of: baseTheme.name) ?? -1
        return themeNames[(index + 1) % themeNames.count]
    }

    /// The theme as the state file records it: the path for a theme given by path.
    public var savedThemeName: String {
        if let path = themeArgument, ThemeLoader.themeName(fromFileName: path) == baseTheme.name { return path }
        return baseTheme.name
    }
}
