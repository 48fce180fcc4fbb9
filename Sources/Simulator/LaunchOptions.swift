import ButtonKit
import FoundationEssentials

/// The options `run` and `play` share (DESIGN.md section 4).
public struct LaunchOptions: Hashable, Sendable {
    /// A theme name from the catalog or a path to a theme file.
    public var theme: String?
    /// `nil` keeps the saved locale (or English).
    public var locale: DisplayLocale?
    public var stepDelay: Duration
    public var animates: Bool
    /// The state file; `nil` means the default location for `run` and none for `play`.
    public var stateFile: String?
    /// Ignore the saved state.
    public var fresh: Bool

    public init(theme: String? = nil, locale: DisplayLocale? = nil, stepDelay: Duration = .seconds(1),
                animates: Bool = true, stateFile: String? = nil, fresh: Bool = false) {
        self.theme = theme
        self.locale = locale
        self.stepDelay = stepDelay
        self.animates = animates
        self.stateFile = stateFile
        self.fresh = fresh
    }
}

/// Why the simulator cannot start; each has one line to print and an exit code.
public enum LaunchError: Error, Hashable, Sendable {
    case theme(String)

    public var message: String {
        switch self {
        case .theme(let message): message
        }
    }

    /// Exit codes, as `--help` documents them.
    public static let themeExitCode: Int32 = 3
    public static let terminalExitCode: Int32 = 4
}
