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

    /// A state that stands for the later states of its locale measured alike, with its
    /// size in the environment entered.
    struct Representative {
        /// The first state of its locale with this measurement.
        let state: AuditSubject.State
        /// Its size.
        let measured: Measured
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
    /// The subject's states, by locale.
    private let locales: [[AuditSubject.State]]
    private var settings: [Setting] = []
    /// By setting, then slot number.
    private var tables: [[Measured?]] = []
    private var current = 0
    private var colourSets: [[String]] = []
    private var currentColours = 0
    /// By colour set, then locale: the first state of each slot, in state order, with its
    /// slot number.
    private var firsts: [[[(state: AuditSubject.State, slot: Int)]]] = []
    /// Each slot's number: the tables are arrays, not dictionaries, read once per state shown.
    private var slots: [Slot: Int] = [:]
    private var weights: [WeightSlot: Int] = [:]

    /// Sizes for the states of `subject`.
    init(_ subject: AuditSubject) {
        configured = subject.definition.configuration != nil
        locales = subject.locales.map(\.states)
    }

    /// Chooses the environment the next ``representatives(theme:environment:)`` call
    /// measures in.
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
            tables.append([])
            current = settings.count - 1
        }
        if let known = colourSets.firstIndex(of: colours) {
            currentColours = known
        } else {
            colourSets.append(colours)
            currentColours = colourSets.count - 1
            firsts.append(firstStates(theme: theme))
        }
    }

    /// Per locale, in state order, the first state of each distinct measurement and its
    /// size in the environment last entered, measured the first time it is asked for. The
    /// later states of a locale measure as their representative does (the same content and
    /// title weight), so a rule that keeps the first state of equal sizes reads only these.
    /// - Parameters:
    ///   - theme: The theme the environment shows (the one entered).
    ///   - environment: The environment (the one entered).
    mutating func representatives(theme: Theme, environment: DisplayEnvironment) -> [[Representative]] {
        if tables[current].count < slots.count {
            tables[current] += Array(repeating: nil, count: slots.count - tables[current].count)
        }
        return firsts[currentColours].map { firstStates in
            firstStates.map { first in
                if let measured = tables[current][first.slot] {
                    return Representative(state: first.state, measured: measured)
                }
                let geometry = DeviceGeometry(first.state.button, theme: theme, environment: environment)
                let measured = Measured(
                    width: geometry.width, height: geometry.height, title: geometry.title, metrics: geometry.metrics)
                tables[current][first.slot] = measured
                return Representative(state: first.state, measured: measured)
            }
        }
    }

    /// Each locale's first state of each slot in `theme` (the colour set entered).
    private mutating func firstStates(theme: Theme) -> [[(state: AuditSubject.State, slot: Int)]] {
        locales.map { states in
            var seen: Set<Int> = []
            var found: [(state: AuditSubject.State, slot: Int)] = []
            for state in states {
                let key = Slot(
                    content: state.contentID, weight: configured ? 0 : fontWeight(of: state.button, theme: theme))
                let slot = slots[key] ?? slots.count
                slots[key] = slot
                if seen.insert(slot).inserted { found.append((state, slot)) }
            }
            return found
        }
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
