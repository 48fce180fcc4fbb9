import ButtonKit
import Theming

/// Focus: a focused state must look different from the same state unfocused. The device
/// look draws the system focus ring (``Theme/focusRing(variant:)``), so a focused state with
/// no colours of its own is still visible when the ring stands 3:1 against the surface
/// (WCAG 2.2 SC 1.4.11); it is a finding when neither shows it.
enum FocusRule {
    /// The finding in one appearance and contrast, if any.
    static func check(_ subject: AuditSubject, theme: Theme, environment: DisplayEnvironment) -> [AuditFinding] {
        let states = subject.states
        for state in states where state.button.state.contains(.focused) {
            let focused = state.button
            guard
                let plain = states.first(where: {
                    $0.button.machineState == focused.machineState && !$0.button.state.contains(.focused)
                        && $0.button.state.rawValue == focused.state.rawValue & ~ControlState.focused.rawValue
                        && $0.button.flags.active == focused.flags.active
                })?.button
            else { continue }
            let a = theme.style(of: focused).style
            let b = theme.style(of: plain).style
            guard a.foreground == b.foreground, a.background == b.background, a.border == b.border,
                focused.shownTitle == plain.shownTitle
            else { continue }
            let surface = theme.surface(variant: focused.variant)
            let ringColor = theme.focusRing(variant: focused.variant)
            let ring = Contrast.ratio(ringColor, surface)
            guard ring < Contrast.nonTextThreshold else { continue }
            // One finding per button: the first focused state that shows nothing.
            return [
                AuditFinding(
                    button: subject.definition.id.rawValue, state: state.name, environment: environment.summary,
                    rule: .focus,
                    measured:
                        "no focused colours, and the focus ring \(ringColor.hex) on \(surface.hex) "
                        + "is \(ContrastRule.ratioText(ring))",
                    threshold: "focused colours, or a ring of 3.00:1", subject: "focus")
            ]
        }
        return []
    }
}
