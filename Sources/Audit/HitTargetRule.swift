import ButtonKit
import DeviceLook
import Theming

/// Hit target: at least 44 x 44 pt (Apple's Human Interface Guidelines), for each size the
/// button is drawn at, measured in the device look's geometry (its width from its titles
/// in each locale, its height from the theme and the content size).
enum HitTargetRule {
    /// The least size a control should offer, in points.
    static let minimum = 44.0

    /// The findings in one environment: one per drawn size and locale, its smallest state.
    static func check(_ subject: AuditSubject, theme: Theme, environment: DisplayEnvironment) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for (locale, states) in subject.locales {
            var smallest: [ButtonSize: (state: String, width: Double, height: Double)] = [:]
            for state in states {
                let geometry = DeviceGeometry(state.button, theme: theme, environment: environment)
                let size = state.button.drawnSize
                if let known = smallest[size], min(known.width, known.height) <= min(geometry.width, geometry.height) {
                    continue
                }
                smallest[size] = (state.name, geometry.width, geometry.height)
            }
            for size in [ButtonSize.small, .medium] {
                guard let found = smallest[size], found.width < minimum || found.height < minimum else { continue }
                findings.append(
                    AuditFinding(
                        button: subject.definition.id.rawValue, state: found.state,
                        environment: environment.summary, locale: locale.rawValue, rule: .hitTarget,
                        measured: "\(size) button \(points(found.width)) x \(points(found.height)) pt",
                        threshold: "44 x 44 pt", subject: "\(size)|\(locale.rawValue)"))
            }
        }
        return findings
    }

    /// `32` or `31.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
