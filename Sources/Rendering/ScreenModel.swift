import ButtonKit
import Theming

/// Everything a frame is drawn from. Render functions read only this (no clock, no IO).
public struct ScreenModel: Hashable, Sendable {
    public var simulator: SimulatorState
    public var theme: Theme
    public var overlay: Overlay
    public var status: StatusMessage?
    /// No colours (NO_COLOR): states are told apart by attributes alone.
    public var monochrome: Bool

    public init(simulator: SimulatorState, theme: Theme, overlay: Overlay = .none,
                status: StatusMessage? = nil, monochrome: Bool = false) {
        self.simulator = simulator
        self.theme = theme
        self.overlay = overlay
        self.status = status
        self.monochrome = monochrome
    }
}
