import ButtonKit
import DeviceLook
import Theming

/// Truncation: a title cut with "…" because it needs more lines than its `lines` allow,
/// at the content size, weight and locale of the environment, as the device look sets it
/// within `maxWidth`. Audited smallest size first, so the environment reported is the
/// first content size where it happens.
enum TruncationRule {
    /// The findings in one environment: one per locale and title.
    static func check(_ subject: AuditSubject, theme: Theme, environment: DisplayEnvironment) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        var seen: Set<String> = []
        for (locale, states) in subject.locales {
            for state in states where !state.button.shownTitle.isEmpty {
                let title = state.button.shownTitle
                guard !seen.contains(locale.rawValue + "|" + title) else { continue }
                let geometry = DeviceGeometry(state.button, theme: theme, environment: environment)
                guard geometry.title.truncated else { continue }
                seen.insert(locale.rawValue + "|" + title)
                let lines = subject.definition.layout.lines
                findings.append(
                    AuditFinding(
                        button: subject.definition.id.rawValue, state: state.name, environment: environment.summary,
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
