import ButtonKit
import DeviceLook
import Theming

/// Contrast (WCAG 2.2 SC 1.4.3 and 1.4.11) by the one contrast rule,
/// ``ContrastRequirement``: a title or image 4.5:1 against what it sits on, 3:1 when large
/// (18 pt, or 14 pt bold); a drawn border 3:1 against the surface, by the border or the
/// fill. Measured for the exact colours, and as an xterm-256 terminal shows them when the
/// audit is asked about the terminal look. Disabled states are exempt, as WCAG says, and
/// listed as such.
enum ContrastRule {
    /// The observations in one environment, every state that shows a failing pair;
    /// disabled states' failures go to `exempt`.
    /// - Parameters:
    ///   - subject: The button's states.
    ///   - theme: The theme the environment shows.
    ///   - colours: The environment's appearance and contrast, which pick `theme`.
    ///   - environment: The environment (its text size and Bold Text make a title large).
    ///   - depths: The colour depths measured: exact, and xterm-256 for the terminal look.
    ///   - contrasts: The button's styles and pairs, worked out once for every environment.
    ///   - exempt: Where disabled states' failures go.
    static func check(
        _ subject: AuditSubject, theme: Theme, colours: [String], environment: DisplayEnvironment,
        depths: [ColorDepth], contrasts: inout AuditContrasts, exempt: inout [AuditObservation]
    ) -> [AuditObservation] {
        var findings: [AuditObservation] = []
        contrasts.enter(colours: colours)
        let points = theme.metrics.points
        let textStyle = subject.definition.layout.textStyle
        for (place, state) in subject.states.enumerated() {
            let button = state.button
            let resolved = contrasts.style(place: place) { theme.style(of: button) }
            let largeText = contrasts.largeText(
                size: state.content.size, textStyle: textStyle,
                fontWeight: resolved.text.fontWeight, points: points, environment: environment
            ) {
                let metrics = DeviceMetrics(
                    button, points: points, environment: environment, fontWeight: resolved.text.fontWeight)
                return ContrastRequirement.isLargeText(pointSize: metrics.fontSize, weight: metrics.titleWeight)
            }
            let observed = contrasts.observations(place: place, largeText: largeText) {
                observations(
                    of: state, subject: subject, style: resolved, theme: theme, largeText: largeText, depths: depths)
            }
            if button.state.contains(.disabled) {
                exempt += observed
            } else {
                findings += observed
            }
        }
        return findings
    }

    /// A state's failing pairs in one theme, its title large or not (a disabled state's
    /// marked exempt).
    private static func observations(
        of state: AuditSubject.State, subject: AuditSubject, style resolved: ResolvedStyle, theme: Theme,
        largeText: Bool, depths: [ColorDepth]
    ) -> [AuditObservation] {
        let button = state.button
        let pairs = ContrastRequirement.pairs(
            style: resolved.style, surface: theme.surface(variant: button.variant),
            showsContent: !state.content.title.isEmpty || state.content.icon != nil, largeText: largeText)
        var found: [AuditObservation] = []
        for pair in pairs {
            let part = pair.kind == .text ? "text" : "edge"
            for depth in depths where !pair.passes(at: depth) {
                let shown = depth == .exact ? "" : " as an xterm-256 terminal shows it"
                var finding = AuditObservation(
                    button: subject.definition.id.rawValue, state: state.name, rule: .contrast,
                    measured:
                        "\(part) \(ContrastRequirement.ratioText(pair.ratio(at: depth)))\(shown) (\(pair.colours))",
                    threshold: ContrastRequirement.ratioText(pair.threshold) + (pair.largeText ? " (large text)" : ""),
                    subject: "\(part)|\(depth.rawValue)|\(pair.colours)")
                if button.state.contains(.disabled) { finding.measured += "; disabled, exempt" }
                found.append(finding)
            }
        }
        return found
    }
}
