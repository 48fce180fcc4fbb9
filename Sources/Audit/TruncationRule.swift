import ButtonKit
import DeviceLook
import Theming

/// Truncation: a title cut with "…" because it needs more lines than its `lines` allow,
/// at the content size, weight and locale of the environment, as the device look sets it
/// within `maxWidth`. Audited smallest size first, so the environment reported is the
/// first content size where it happens.
enum TruncationRule {
    /// The findings in one environment: one per locale and title.
    /// - Parameters:
    ///   - subject: The button's states.
    ///   - theme: The theme the environment shows.
    ///   - colours: The environment's appearance and contrast, which pick `theme`.
    ///   - environment: The environment.
    ///   - geometries: The button's sizes, measured once and shared with the other rules.
    static func check(
        _ subject: AuditSubject, theme: Theme, colours: [String], environment: DisplayEnvironment,
        geometries: inout AuditGeometries
    ) -> [AuditObservation] {
        var findings: [AuditObservation] = []
        var seen: Set<String> = []
        geometries.enter(theme: theme, colours: colours, environment: environment)
        let measured = geometries.representatives(theme: theme, environment: environment)
        for ((locale, _), representatives) in zip(subject.locales, measured) {
            // One finding per locale and title: the first state that cuts it, a representative.
            for representative in representatives where !representative.state.content.title.isEmpty {
                let (state, geometry) = (representative.state, representative.measured)
                let title = state.content.title
                guard geometry.title.truncated, seen.insert(locale.rawValue + "|" + title).inserted else { continue }
                let lines = subject.definition.layout.lines
                findings.append(
                    AuditObservation(
                        button: subject.definition.id.rawValue, state: state.name,
                        locale: locale.rawValue, rule: .truncation,
                        measured:
                            "\"\(title)\" needs \(geometry.title.neededLines) line\(geometry.title.neededLines == 1 ? "" : "s") "
                            + "at \(HitTargetRule.points(geometry.metrics.fontSize)) pt "
                            + "(\(geometry.metrics.textStyle)), shown as \""
                            + geometry.title.lines.joined(separator: " / ") + "\"",
                        threshold: lines == 0
                            ? "no cut"
                            : "at most \(lines) line\(lines == 1 ? "" : "s") "
                                + "within \(HitTargetRule.points(geometry.metrics.maxWidth)) pt",
                        subject: "\(locale.rawValue)|\(title)"))
            }
        }
        return findings
    }
}
