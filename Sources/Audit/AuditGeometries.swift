import ButtonKit
import DeviceLook
import Theming

/// The sizes the hit-target and truncation rules measure in one button, each worked out
/// once (a device-look layout is most of an audit's work) and shared by both rules, by the
/// environments that differ only in what does not change a size (appearance, contrast and
/// direction change colours and sides, not sizes), and by the states that show the same
/// content. What a size depends on is the key: what the state shows
/// (``AuditSubject/Content``), the title's weight in the theme, the theme's point tokens,
/// the content size and Bold Text. A button with a configuration is measured per state and
/// theme, since its content comes from both.
struct AuditGeometries {
    /// What the rules read of a state's device-look geometry.
    struct Measured {
        /// The width in points.
        var width: Double
        /// The height in points.
        var height: Double
        /// The title as set in its lines.
        var title: TitleFitting
        /// The text style, point size and weight used.
        var metrics: DeviceMetrics
    }

    /// What an environment and its theme give a size.
    private struct Setting: Equatable {
        var points: ButtonPoints
        var contentSize: ContentSizeCategory
        var boldText: Bool
        /// The environment's colours, for a button with a configuration only.
        var colours: [String]?
    }

    /// One state's content with its title's weight.
    private struct Slot: Hashable {
        var content: Int
        var weight: Int
    }

    private struct WeightSlot: Hashable {
        var colours: Int
        var state: UInt32
    }

    private let configured: Bool
    private var settings: [Setting] = []
    private var tables: [[Slot: Measured]] = []
    private var current = 0
    private var colourSets: [[String]] = []
    private var currentColours = 0
    private var weights: [WeightSlot: Int] = [:]

    /// Sizes for the states of `subject`.
    init(_ subject: AuditSubject) {
        configured = subject.definition.configuration != nil
    }

    /// Chooses the environment the next ``geometry(of:theme:environment:)`` calls measure in.
    /// - Parameters:
    ///   - theme: The theme the environment shows.
    ///   - colours: The environment's appearance and contrast, which pick `theme`.
    ///   - environment: The environment.
    mutating func enter(theme: Theme, colours: [String], environment: DisplayEnvironment) {
        let setting = Setting(
            points: theme.metrics.points, contentSize: environment.contentSize, boldText: environment.boldText,
            colours: configured ? colours : nil)
        if let known = settings.firstIndex(of: setting) {
            current = known
        } else {
            settings.append(setting)
            tables.append([:])
            current = settings.count - 1
        }
        if let known = colourSets.firstIndex(of: colours) {
            currentColours = known
        } else {
            colourSets.append(colours)
            currentColours = colourSets.count - 1
        }
    }

    /// The geometry of `state` in the environment last entered, measured the first time it
    /// is asked for.
    /// - Parameters:
    ///   - state: The state.
    ///   - theme: The theme the environment shows (the one entered).
    ///   - environment: The environment (the one entered).
    mutating func geometry(
        of state: AuditSubject.State, theme: Theme, environment: DisplayEnvironment
    ) -> Measured {
        let slot = Slot(content: state.contentID, weight: configured ? 0 : fontWeight(of: state.button, theme: theme))
        if let measured = tables[current][slot] { return measured }
        let geometry = DeviceGeometry(state.button, theme: theme, environment: environment)
        let measured = Measured(
            width: geometry.width, height: geometry.height, title: geometry.title, metrics: geometry.metrics)
        tables[current][slot] = measured
        return measured
    }

    /// The title's weight in the theme: for a button without a configuration, a function of
    /// its UIKit state alone (the variant, size and custom states are the button's).
    private mutating func fontWeight(of button: Button, theme: Theme) -> Int {
        let key = WeightSlot(colours: currentColours, state: button.state.rawValue)
        if let weight = weights[key] { return weight }
        let weight = theme.style(of: button).text.fontWeight
        weights[key] = weight
        return weight
    }
}
