import ButtonKit
import Theming

/// Everything a frame is drawn from. Render functions read only this (no clock, no IO).
public struct ScreenModel: Hashable, Sendable {
    /// The buttons and what they are doing.
    public var simulator: SimulatorState
    /// The theme they are drawn with.
    public var theme: Theme
    /// What covers the main screen.
    public var overlay: Overlay
    /// Which page of the gallery shows (0-based), when it has more than one.
    public var galleryPage: Int
    /// Which page of the help overlay shows (0-based), when it has more than one.
    public var helpPage: Int
    /// The states galleries show: the flow x the review set by default, every reachable
    /// state with `--all`, narrowed by `--mode` and `--states` (`gallery`).
    public var gallerySelection: StateSelection = .review
    /// The status line's message, if any.
    public var status: StatusMessage?
    /// While presenting a script: the step, its caption and the key overlay; `nil` otherwise.
    public var presenter: PresenterBar? = nil
    /// No colours (NO_COLOR): states are told apart by attributes alone.
    public var monochrome: Bool
    /// The key table for the help overlay and the legend.
    public var keys: KeyHelp
    /// How far around a button a held touch still counts as inside, in points
    /// (`--touch-slop`; UIKit's is about 70).
    public var touchSlop: Double
    /// The environment the buttons are shown in (text size, appearance, direction, ...);
    /// set with ``setEnvironment(_:base:)`` so the theme follows it.
    public private(set) var environment: DisplayEnvironment = .standard
    /// The setting the environment panel has chosen (its arrows change its value).
    public var panelAxis: EnvironmentAxis = .contentSize
    /// The counterparts the theme lacked for ``environment``: the base theme shows, marked.
    public private(set) var missingCounterparts: [ThemeCounterpart] = []
    /// How the screen names the chosen theme when other files share its name
    /// (`tokens (b/)`); `nil` when its name says enough.
    public var themeLabel: ThemeLabel? = nil

    /// Creates a model.
    /// - Parameters:
    ///   - simulator: The buttons.
    ///   - theme: The theme.
    ///   - overlay: What covers the screen.
    ///   - status: The status message.
    ///   - monochrome: Attributes only.
    ///   - keys: The key table.
    public init(
        simulator: SimulatorState, theme: Theme, overlay: Overlay = .none,
        status: StatusMessage? = nil, monochrome: Bool = false, keys: KeyHelp = .empty
    ) {
        self.simulator = simulator
        self.theme = theme
        self.overlay = overlay
        self.galleryPage = 0
        self.helpPage = 0
        self.status = status
        self.monochrome = monochrome
        self.keys = keys
        self.touchSlop = 70
    }

    /// Shows the buttons in `environment`: the theme becomes `base`'s counterpart for it
    /// (dark, increased contrast), or stays `base` with the missing ones listed; buttons
    /// under SwiftUI's rules inherit a disabled container.
    /// - Parameters:
    ///   - environment: The environment.
    ///   - base: The theme chosen by name, before any counterpart.
    public mutating func setEnvironment(_ environment: DisplayEnvironment, base: Theme) {
        let resolved = base.resolved(for: environment)
        self.environment = environment
        simulator.setContainerDisabled(environment.containerDisabled)
        theme = resolved.theme
        missingCounterparts = resolved.missing
    }

    /// The environment settings the panel offers: every axis when a button follows
    /// SwiftUI's rules, else all but container-disabled (UIKit's buttons have no container
    /// `.disabled` to inherit).
    public var environmentAxes: [EnvironmentAxis] {
        EnvironmentAxis.axes(for: simulator.buttons.contains(where: SwiftUIRules.applies) ? .swiftui : .uikit)
    }

    /// The theme's name as the screen shows it: the label of the chosen theme, else the
    /// name of the theme shown (a counterpart shown in its place has its own name).
    public var themeName: String {
        guard let label = themeLabel, theme.sourceFiles.first == label.file else { return theme.name }
        return label.text
    }
}
