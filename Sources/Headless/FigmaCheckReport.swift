import ButtonKit

/// What `figma check` found: each component set paired with a button, the variants paired
/// with states, and the differences, with the tolerances used.
public struct FigmaCheckReport: Hashable, Sendable, Encodable {
    /// One variant paired with the reachable state it draws.
    public struct Pairing: Hashable, Sendable, Encodable {
        /// The variant's name.
        public var variant: String
        /// The state (`mode flags`, `idle selected`).
        public var state: String
    }

    /// One component set and the button it draws.
    public struct Pair: Hashable, Sendable, Encodable {
        /// The set's name.
        public var set: String
        /// The button's id.
        public var button: String
        /// The variants paired with states, in the set's order.
        public var pairings: [Pairing]
        /// Whose rules the button was checked under (`uikit`, `swiftui`): its reachable
        /// states and what each shows.
        public var framework: String

        /// `Follow -> follow: 7 variants paired (UIKit rules)`.
        public var line: String {
            let rules = Framework(rawValue: framework)?.displayName ?? framework
            return "\(set) -> \(button): \(pairings.count) variants paired (\(rules) rules)"
        }
    }

    /// The saved response's file name (`name`).
    public var design: String
    /// The largest CIEDE2000 difference between colours taken as equal.
    public var colorThreshold: Double
    /// The largest difference in points between lengths taken as equal.
    public var lengthTolerance: Double
    /// The largest difference in milliseconds between a prototype's timeout and the
    /// machine's delay taken as equal.
    public var timeoutTolerance: Double
    /// Each set paired with a button.
    public var pairs: [Pair]
    /// Everything found, waived or not, set by set.
    public var findings: [FigmaFinding]
    /// What was read but not compared, and sets no button matched, one line each.
    public var notes: [String]

    /// Whether nothing fails: every difference is waived or has no iOS state.
    public var passed: Bool { !findings.contains(where: \.fails) }

    /// The plain lines: the pairs, the findings, the notes, then a summary.
    public var lines: [String] {
        var lines = pairs.map(\.line)
        lines += findings.map(\.line)
        lines += notes.map { "note: " + $0 }
        let failing = findings.filter(\.fails).count
        lines.append(
            "\(failing) difference\(failing == 1 ? "" : "s") (colours equal within ΔE00 \(colorThresholdText), "
                + "lengths within \(lengthToleranceText) pt, timeouts within \(timeoutToleranceText) ms)")
        return lines
    }

    /// The colour threshold as printed.
    public var colorThresholdText: String { String(colorThreshold) }

    /// The length tolerance as printed.
    public var lengthToleranceText: String { String(lengthTolerance) }

    /// The timeout tolerance as printed.
    public var timeoutToleranceText: String { FigmaCheckJob.millisecondsText(timeoutTolerance) }
}
