import ButtonKit
import Facts
import Figma
import Platform

/// `figma check`: a saved Figma response against the board. Each component set is paired
/// with a button (the map's `sets`, else a button whose id is the set's name, letters and
/// digits compared without case, a trailing "button" ignored), each variant with the first
/// reachable state its state value names (``FigmaStateWords``, or the map's `states`),
/// and every value compared, the prototype's transitions included, is the state's
/// ``StateFacts``, never worked out here. Each button is checked under its own framework's
/// rules (the file's `"framework"`, or `--framework` applied to the board): its reachable
/// set, and the titles and colours UIKit's lookup or SwiftUI's ladder shows.
public enum FigmaCheckJob {
    /// Colours closer than this CIEDE2000 difference are taken as equal: about the
    /// smallest step people see side by side, so a rounding in the design tool passes and
    /// a visibly lighter fill does not.
    public static let colorThreshold = 2.0
    /// Lengths closer than this, in points, are taken as equal.
    public static let lengthTolerance = 0.5
    /// A prototype's timeout and the machine's `after` delay closer than this, in
    /// milliseconds, are taken as equal: a frame or two, below what a reviewer notices.
    public static let timeoutTolerance = 50.0
    /// The step delay a machine's `after: step` is compared at: the simulator's default
    /// `--step-delay`.
    public static let stepDelay = Duration.seconds(1)

    /// `800` for a whole number of milliseconds, `12.5` otherwise.
    static func millisecondsText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String((value * 100).rounded() / 100)
    }

    /// The report of `design` against the board.
    /// - Parameters:
    ///   - input: The board and theme (the first theme, as the default environment shows it).
    ///   - design: The saved response.
    ///   - map: The map, empty when none was given.
    ///   - all: Whether every reachable state needs a drawing, not only the states that
    ///     matter (normal, highlighted, disabled, selected and each custom state).
    /// - Throws: No set pairs with any button (exit 1).
    public static func report(
        _ input: HeadlessInput, design: FigmaDocument, map: FigmaMap, all: Bool
    ) throws(HeadlessFailure) -> FigmaCheckReport {
        let board = input.board
        let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
        let theme = input.themes[0].resolved(for: .standard).theme
        var report = FigmaCheckReport(
            design: design.name, colorThreshold: colorThreshold, lengthTolerance: lengthTolerance,
            timeoutTolerance: timeoutTolerance, pairs: [],
            findings: [], notes: design.warnings)
        for set in design.componentSets {
            guard let definition = button(for: set.name, in: board.buttons, map: map) else {
                report.notes.append("set \"\(set.name)\": no button of this name; map it in the map's sets")
                continue
            }
            let facts = ButtonFacts.states(
                of: definition, theme: theme, localization: localization, detail: .withGeometry)
            var comparison = FigmaSetComparison(
                set: set, button: definition, facts: facts, states: map.states[set.name] ?? [:])
            comparison.compare(all: all)
            let waivers = map.waivers[set.name] ?? [:]
            report.findings += comparison.findings.map { finding in
                var finding = finding
                finding.waiver = waivers[finding.key]
                return finding
            }
            report.notes += comparison.notes
            report.pairs.append(
                FigmaCheckReport.Pair(
                    set: set.name, button: definition.id.rawValue, pairings: comparison.pairings,
                    framework: definition.framework.rawValue))
        }
        guard !report.pairs.isEmpty else {
            let sets = design.componentSets.map(\.name).joined(separator: ", ")
            let buttons = board.buttons.map(\.id.rawValue).joined(separator: ", ")
            throw HeadlessFailure(
                "figma check: no component set matches a button (sets: \(sets.isEmpty ? "none" : sets); buttons: "
                    + "\(buttons)); name them alike or pair them in --map's sets")
        }
        return report
    }

    /// The button `setName` draws: the map's choice, else the one named alike.
    static func button(for setName: String, in buttons: [ButtonDefinition], map: FigmaMap) -> ButtonDefinition? {
        if let id = map.sets[setName] { return buttons.first { $0.id.rawValue == id } }
        var wanted = comparable(setName)
        if wanted.hasSuffix("button"), wanted.count > 6 { wanted.removeLast(6) }
        return buttons.first { comparable($0.id.rawValue) == wanted }
    }

    /// Letters and digits only, lower-cased: `Follow Button` and `follow-button` alike.
    static func comparable(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
