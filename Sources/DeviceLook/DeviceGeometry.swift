import ButtonKit
import Theming

/// A button's size, title, corners and content in points as the device look draws it in
/// an environment, for the audit (hit targets, truncation), the state facts and tests, with
/// no picture drawn.
public struct DeviceGeometry: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// The title as set in its lines.
    public var title: TitleFitting
    /// The text style, point size and weight used.
    public var metrics: DeviceMetrics
    /// The corner radius drawn.
    public var cornerRadius: Double
    /// The border's width, 0 without a border.
    public var borderWidth: Double
    /// Where the indicator or image, the title and the subtitle sit, from the button's
    /// top-left corner.
    public var content: DeviceContentLayout

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
        cornerRadius = drawn.cornerRadius
        borderWidth = drawn.borderWidth
        content = drawn.contentLayout(x: 0, y: 0, width: drawn.width)
    }
}
