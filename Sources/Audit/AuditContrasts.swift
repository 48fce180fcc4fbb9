import ButtonKit
import Theming

/// The contrast rule's work in one button, each piece done once and shared by the
/// environments: a state's style in each theme (appearance and contrast pick it), and what
/// its colour pairs show in that theme for each way its title can count (large or not,
/// which the content size and Bold Text decide). States are known by their place in the
/// subject's development locale.
struct AuditContrasts {
    private let count: Int
    private var colourSets: [[String]] = []
    private var current = 0
    /// By colours, then place.
    private var styles: [[ResolvedStyle?]] = []
    /// By colours and large text (two per colours), then place.
    private var pairs: [[[AuditObservation]?]] = []
    private var largeTexts: [TextSetting: Bool] = [:]

    /// What decides whether a title counts as large.
    private struct TextSetting: Hashable {
        var contentSize: ContentSizeCategory
        var boldText: Bool
        var size: ButtonSize
        var textStyle: String?
        var fontWeight: Int
        var points: ButtonPoints
    }

    /// The work for the states of `subject`.
    init(_ subject: AuditSubject) {
        count = subject.states.count
    }

    /// Chooses the theme the next calls work in.
    /// - Parameter colours: The environment's appearance and contrast, which pick the theme.
    mutating func enter(colours: [String]) {
        if let known = colourSets.firstIndex(of: colours) {
            current = known
            return
        }
        colourSets.append(colours)
        styles.append(Array(repeating: nil, count: count))
        pairs += [Array(repeating: nil, count: count), Array(repeating: nil, count: count)]
        current = colourSets.count - 1
    }

    /// The style of the state at `place` in the theme entered, resolved the first time it
    /// is asked for.
    mutating func style(place: Int, resolve: () -> ResolvedStyle) -> ResolvedStyle {
        if let known = styles[current][place] { return known }
        let resolved = resolve()
        styles[current][place] = resolved
        return resolved
    }

    /// Whether a title of `size` and `fontWeight` (its text style the layout's) counts as
    /// large in `environment`, worked out the first time it is asked for.
    mutating func largeText(
        size: ButtonSize, textStyle: String?, fontWeight: Int, points: ButtonPoints, environment: DisplayEnvironment,
        measure: () -> Bool
    ) -> Bool {
        let key = TextSetting(
            contentSize: environment.contentSize, boldText: environment.boldText, size: size, textStyle: textStyle,
            fontWeight: fontWeight, points: points)
        if let known = largeTexts[key] { return known }
        let large = measure()
        largeTexts[key] = large
        return large
    }

    /// What the state at `place` shows in the theme entered, with its title large or not,
    /// worked out the first time it is asked for.
    mutating func observations(place: Int, largeText: Bool, check: () -> [AuditObservation]) -> [AuditObservation] {
        let row = current * 2 + (largeText ? 1 : 0)
        if let known = pairs[row][place] { return known }
        let found = check()
        pairs[row][place] = found
        return found
    }
}
