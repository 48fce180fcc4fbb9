import ButtonKit
import DeviceLook
import Theming

/// Contrast (WCAG 2.2 SC 1.4.3 and 1.4.11): a title or image 4.5:1 against what it sits
/// on, 3:1 when large (18 pt, or 14 pt bold); the button's edge 3:1 against the surface,
/// by its border or its fill; each for the exact colours and for the colours an xterm-256
/// terminal shows. Disabled states are exempt, as WCAG says, and listed as such.
enum ContrastRule {
    /// The findings in one environment; disabled states' failures go to `exempt`.
    static func check(
        _ subject: AuditSubject, theme: Theme, environment: DisplayEnvironment, exempt: inout [AuditFinding]
    ) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        // One finding per pair of colours: the first state that shows it.
        var seen: Set<String> = []
        for state in subject.states {
            let button = state.button
            let resolved = theme.style(of: button)
            let style = resolved.style
            let surface = theme.surface(variant: button.variant)
            let fill = style.background ?? surface
            let metrics = DeviceMetrics(
                button, points: theme.metrics.points, environment: environment, fontWeight: resolved.text.fontWeight)
            let large = metrics.fontSize >= 18 || (metrics.fontSize >= 14 && metrics.titleWeight >= 700)
            var checks: [(part: String, ratio: (ColorDepth) -> Double, needs: Double)] = []
            if !button.shownTitle.isEmpty || button.icon != nil {
                checks.append(
                    (
                        "text", { Contrast.ratio($0.shown(style.foreground), $0.shown(fill)) },
                        large ? Contrast.nonTextThreshold : Contrast.textThreshold
                    ))
            }
            if let border = style.border, style.borderWidth > 0 {
                // The edge shows by the border or by the fill, whichever stands out more.
                checks.append(
                    (
                        "edge",
                        { depth in
                            max(
                                Contrast.ratio(depth.shown(border), depth.shown(surface)),
                                style.background.map { Contrast.ratio(depth.shown($0), depth.shown(surface)) } ?? 1)
                        }, Contrast.nonTextThreshold
                    ))
            }
            for check in checks {
                for depth in [ColorDepth.exact, .xterm256] {
                    let ratio = check.ratio(depth)
                    guard ratio < check.needs else { continue }
                    let shown = depth == .exact ? "" : " as an xterm-256 terminal shows it"
                    let pair = "\(check.part)|\(depth.rawValue)|\(colors(check.part, style, fill, surface))"
                    guard seen.insert(pair + "|\(button.state.contains(.disabled))").inserted else { continue }
                    var finding = AuditFinding(
                        button: subject.definition.id.rawValue, state: state.name, environment: environment.summary,
                        rule: .contrast,
                        measured:
                            "\(check.part) \(ratioText(ratio))\(shown) (\(colors(check.part, style, fill, surface)))",
                        threshold: "\(ratioText(check.needs))" + (check.part == "text" && large ? " (large text)" : ""),
                        subject: pair)
                    if button.state.contains(.disabled) {
                        finding.measured += "; disabled, exempt"
                        exempt.append(finding)
                    } else {
                        findings.append(finding)
                    }
                }
            }
        }
        return findings
    }

    /// `3.21:1`: two decimals, cut rather than rounded, so 4.499 never reads 4.50.
    static func ratioText(_ ratio: Double) -> String {
        let cut = (ratio * 100).rounded(.down) / 100
        let whole = Int(cut)
        let hundredths = Int(((cut - Double(whole)) * 100).rounded())
        return "\(whole).\(hundredths < 10 ? "0" : "")\(hundredths):1"
    }

    private static func colors(_ part: String, _ style: ButtonStyle, _ fill: RGBColor, _ surface: RGBColor) -> String {
        part == "text"
            ? "\(style.foreground.hex) on \(fill.hex)"
            : "\((style.border ?? fill).hex) and \(fill.hex) on \(surface.hex)"
    }
}
