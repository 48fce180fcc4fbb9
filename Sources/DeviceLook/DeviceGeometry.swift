import ButtonKit
import Theming

/// A button's size and title in points as the device look draws it in an environment,
/// for the audit (hit targets, truncation) and tests, with no picture drawn.
public struct DeviceGeometry: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// The title as set in its lines.
    public var title: TitleFitting
    /// The text style, point size and weight used.
    public var metrics: DeviceMetrics

    /// The geometry of `button` in its current state.
    /// - Parameters:
    ///   - button: The button.
    ///   - theme: The theme (its point tokens).
    ///   - environment: The environment.
    public init(_ button: Button, theme: Theme, environment: DisplayEnvironment) {
        let drawn = DeviceButton(button, theme: theme, environment: environment)
        width = drawn.width
        height = drawn.height
        title = drawn.fitting
        metrics = drawn.metrics
    }
}
