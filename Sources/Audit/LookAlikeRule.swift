import ButtonKit
import Theming

/// Look-alikes: two reachable states drawn identically (the same title, image, spinner,
/// colours and focus ring) although they differ in selected or in a custom state, which a
/// sighted user must be able to tell apart. What UIKit's own lookup makes alike (3 read
/// as 1) differs only in highlighted or disabled and is not a finding; focused states are
/// the focus rule's.
enum LookAlikeRule {
    /// What a state looks like.
    private struct Drawn: Hashable {
        var title: String
        var subtitle: String
        var icon: String?
        var spinner: Bool
        var focused: Bool
        var foreground: RGBColor
        var background: RGBColor?
        var border: RGBColor?
    }

    /// The findings in one appearance and contrast: one per pair of look-alike states.
    static func check(_ subject: AuditSubject, theme: Theme, environment: DisplayEnvironment) -> [AuditFinding] {
        var groups: [Drawn: [AuditSubject.State]] = [:]
        var order: [Drawn] = []
        // Focused states are the focus rule's: focus shows with a keyboard, and the ring
        // marks it whatever the state.
        for state in subject.states where !state.button.state.contains(.focused) {
            let button = state.button
            let style = theme.style(of: button).style
            let drawn = Drawn(
                title: button.shownTitle, subtitle: button.shownSubtitle, icon: button.icon,
                spinner: button.showsSpinner, focused: button.state.contains(.focused), foreground: style.foreground,
                background: style.background, border: style.border)
            if groups[drawn] == nil { order.append(drawn) }
            groups[drawn, default: []].append(state)
        }
        var findings: [AuditFinding] = []
        // One finding per pair of meanings, however many highlighted, focused or machine
        // states repeat it.
        var reported: Set<String> = []
        for drawn in order {
            guard let states = groups[drawn], states.count > 1 else { continue }
            for (index, first) in states.enumerated() {
                for second in states[(index + 1)...] where mustDiffer(first.button, second.button) {
                    let pair = [meaning(first.button), meaning(second.button)].sorted().joined(separator: " | ")
                    guard reported.insert(pair).inserted else { continue }
                    findings.append(
                        AuditFinding(
                            button: subject.definition.id.rawValue, state: second.name,
                            environment: environment.summary, rule: .lookAlike,
                            measured: "drawn exactly like \(first.name)",
                            threshold: "a visible difference where selected or a custom state differs",
                            subject: pair))
                }
            }
        }
        return findings
    }

    /// Whether a sighted user must tell the two apart: in the same moment (highlighted,
    /// disabled and focused alike), they differ in selected or in the custom states on.
    static func mustDiffer(_ first: Button, _ second: Button) -> Bool {
        let moment: ControlState = [.highlighted, .disabled, .focused]
        guard first.state.intersection(moment) == second.state.intersection(moment) else { return false }
        return first.state.contains(.selected) != second.state.contains(.selected)
            || Set(first.flags.active) != Set(second.flags.active)
    }

    /// What a state means to the user (disabled, selected and custom states), to report
    /// each pair once.
    private static func meaning(_ button: Button) -> String {
        var parts = button.flags.active.sorted()
        if button.state.contains(.selected) { parts.insert(SystemFlag.selected.name, at: 0) }
        if button.state.contains(.disabled) { parts.insert(SystemFlag.disabled.name, at: 0) }
        return parts.isEmpty ? SystemFlag.normalName : parts.joined(separator: "+")
    }
}
