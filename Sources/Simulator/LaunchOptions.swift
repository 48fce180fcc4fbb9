import ButtonKit
import Platform

/// The options `run` and `play` share (docs/command-line.md).
public struct LaunchOptions: Hashable, Sendable {
    /// A button file; `nil` for the built-in board.
    public var buttonsFile: String?
    /// A theme name from the catalog or a path to a theme file.
    public var theme: String?
    /// `nil` keeps the saved locale (or the button file's first).
    public var locale: LocaleTag?
    /// How long a machine's `after: step` waits.
    public var stepDelay: Duration
    /// Whether the spinner turns.
    public var animates: Bool
    /// The state file; `nil` means the default location for `run` and none for `play`.
    public var stateFile: String?
    /// Ignore the saved state.
    public var fresh: Bool
    /// How far around a button a held touch still counts as inside, in points.
    public var touchSlop: Double
    /// The environment to show (`--content-size` and the others); `nil` keeps the saved one.
    public var environment: DisplayEnvironment?
    /// `--framework`: the rules every button follows; `nil` for the button file's.
    public var framework: Framework?
    /// `--all`: the gallery (`g`) shows every reachable state after the flow, not only the
    /// review set.
    public var allStates: Bool

    /// Creates options; every one has the command line's default.
    /// - Parameters:
    ///   - buttonsFile: A button file; `nil` for the built-in board.
    ///   - theme: A theme name from the catalog or a path to a theme file.
    ///   - locale: The locale to show; `nil` keeps the saved one.
    ///   - stepDelay: How long a machine's `after: step` waits.
    ///   - animates: Whether the spinner turns.
    ///   - stateFile: The state file; `nil` for the command's default.
    ///   - fresh: Whether to ignore the saved state.
    ///   - touchSlop: Points around a button where a held touch still counts as inside.
    ///   - environment: The environment to show; `nil` keeps the saved one.
    ///   - framework: The rules every button follows; `nil` for the button file's.
    ///   - allStates: Whether the gallery shows every reachable state.
    public init(
        buttonsFile: String? = nil, theme: String? = nil, locale: LocaleTag? = nil, stepDelay: Duration = .seconds(1),
        animates: Bool = true, stateFile: String? = nil, fresh: Bool = false, touchSlop: Double = 70,
        environment: DisplayEnvironment? = nil, framework: Framework? = nil, allStates: Bool = false
    ) {
        self.allStates = allStates
        self.environment = environment
        self.framework = framework
        self.buttonsFile = buttonsFile
        self.theme = theme
        self.locale = locale
        self.stepDelay = stepDelay
        self.animates = animates
        self.stateFile = stateFile
        self.fresh = fresh
        self.touchSlop = touchSlop
    }
}

/// Why the simulator cannot start; each has lines to print and an exit code.
public enum LaunchError: Error, Hashable, Sendable {
    /// A missing or invalid theme.
    case theme(String)
    /// An invalid button file, a variant the theme lacks, or a locale the file lacks.
    case buttons(String)
    /// `--state-file` names something that is not a state file (a folder, a device, any
    /// other file): refused, nothing read or moved.
    case stateFile(String)

    /// The lines to print.
    public var message: String {
        switch self {
        case .theme(let message), .buttons(let message), .stateFile(let message): message
        }
    }

    /// The exit code `--help` documents for it.
    public var exitCode: Int32 {
        switch self {
        case .theme: Self.themeExitCode
        case .buttons: Self.buttonsExitCode
        case .stateFile: Self.stateFileExitCode
        }
    }

    /// A missing or invalid theme.
    public static let themeExitCode: Int32 = 3
    /// The terminal cannot be used.
    public static let terminalExitCode: Int32 = 4
    /// An invalid button file (docs/buttons.md: exit 1, nothing runs).
    public static let buttonsExitCode: Int32 = 1
    /// A `--state-file` that is not a state file: a bad argument (EX_USAGE, as
    /// swift-argument-parser exits for one).
    public static let stateFileExitCode: Int32 = 64
}
