import ButtonKit
import Theming

/// Focus: a focused state must look different from the same state unfocused. The device
/// look draws the system focus ring (``Theme/focusRing(variant:)``), so a focused state with
/// no colours of its own is still visible when the ring stands 3:1 against the surface
/// (WCAG 2.2 SC 1.4.11); it is a finding when neither shows it.
enum FocusRule {
    /// The observations in one appearance and contrast: the ring colour on the
    /// surface is the problem, shared by every button that shows it.
    /// - Parameters:
    ///   - subject: The button's states.
    ///   - theme: The theme the appearance and contrast show.
    ///   - style: The style in `theme` of the state at a place in ``AuditSubject/states``
    ///     (resolved once for every rule, ``AuditContrasts``).
    static func check(
        _ subject: AuditSubject, theme: Theme, style: (_ place: Int) -> ResolvedStyle
    ) -> [AuditObservation] {
        let states = subject.states
        var found: [AuditObservation] = []
        // Each unfocused state by what it shows, the first of each: a focused state's plain
        // twin is found without a search through every state.
        var unfocused: [Twin: Int] = [:]
        for (place, state) in states.enumerated() where !state.button.state.contains(.focused) {
            let twin = Twin(
                mode: state.button.machineState, state: state.button.state.rawValue, active: state.button.flags.active)
            if unfocused[twin] == nil { unfocused[twin] = place }
        }
        for (focusedPlace, state) in states.enumerated() where state.button.state.contains(.focused) {
            let focused = state.button
            let twin = Twin(
                mode: focused.machineState, state: focused.state.rawValue & ~ControlState.focused.rawValue,
                active: focused.flags.active)
            guard let place = unfocused[twin] else { continue }
            let plain = states[place].button
            let a = style(focusedPlace).style
            let b = style(place).style
            guard a.foreground == b.foreground, a.background == b.background, a.border == b.border,
                focused.shownTitle == plain.shownTitle
            else { continue }
            let surface = theme.surface(variant: focused.variant)
            let ringColor = theme.focusRing(variant: focused.variant)
            let ring = Contrast.ratio(ringColor, surface)
            guard ring < Contrast.nonTextThreshold else { continue }
            // Every focused state that shows nothing: one finding lists them all.
            found.append(
                AuditObservation(
                    button: subject.definition.id.rawValue, state: state.name,
                    rule: .focus,
                    measured:
                        "no focused colours, and the focus ring \(ringColor.hex) on \(surface.hex) "
                        + "is \(ContrastRequirement.ratioText(ring))",
                    threshold: "focused colours, or a ring of 3.00:1", subject: "\(ringColor.hex) on \(surface.hex)"))
        }
        return found
    }

    /// What pairs a focused state with the same state unfocused.
    private struct Twin: Hashable {
        var mode: String?
        var state: UInt32
        var active: [String]
    }
}
