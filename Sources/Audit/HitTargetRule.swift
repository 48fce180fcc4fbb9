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
        geometries.enter(theme: theme, colours: colours, environment: environment)
        let measured = geometries.representatives(theme: theme, environment: environment)
        for ((locale, _), representatives) in zip(subject.locales, measured) {
            var smallest: [ButtonSize: (state: String, width: Double, height: Double)] = [:]
            // The first state of equal sizes is the one reported: its representative.
            for representative in representatives {
                let (state, geometry) = (representative.state, representative.measured)
                let size = state.content.size
                if let known = smallest[size], min(known.width, known.height) <= min(geometry.width, geometry.height) {
                    continue
                }
                smallest[size] = (state.name, geometry.width, geometry.height)
            }
            for size in [ButtonSize.small, .medium] {
                guard let found = smallest[size], found.width < minimum || found.height < minimum else { continue }
                findings.append(
                    AuditObservation(
                        button: subject.definition.id.rawValue, state: found.state,
                        locale: locale.rawValue, rule: .hitTarget,
                        measured: "\(size) button \(points(found.width)) x \(points(found.height)) pt",
                        threshold: "44 x 44 pt", subject: "\(size)"))
            }
        }
        return findings
    }

    /// `32` or `31.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
