import ButtonKit

/// For the label rule: the machine states that read alike although their titles differ. A
/// button file's fixed accessibility label reads "Save document" while the title goes from
/// "Save" to "Saving…" and "Saved": VoiceOver users never hear the step. One finding per pair
/// of machine states, in each locale.
struct MachineReadings {
    /// By reading, the first state of each machine state that reads it, with its title.
    private var first: [String: [String: (name: String, title: String)]] = [:]
    /// The pairs of machine states already reported.
    private var reported: Set<String> = []

    /// Records `state` and returns a finding for each machine state already seen that reads
    /// the same with another title.
    mutating func add(_ state: AuditSubject.State, reading: String, button: String, locale: String)
        -> [AuditObservation]
    {
        // A hidden title, or one a state's own words stand in for ("Subscribing"), is not
        // what VoiceOver should follow.
        guard let mode = state.button.machineState, state.button.titleHiddenBy == nil,
            VoiceOver.value(for: state.button, localization: state.localization) == nil
        else { return [] }
        let title = state.button.shownTitle
        var seen = first[reading, default: [:]]
        var findings: [AuditObservation] = []
        for (other, earlier) in seen.sorted(by: { $0.key < $1.key }) where other != mode && earlier.title != title {
            let pair = [other, mode].sorted().joined(separator: "|")
            guard reported.insert(pair).inserted else { continue }
            findings.append(
                AuditObservation(
                    button: button, state: state.name, locale: locale, rule: .label,
                    measured:
                        "reads \"\(reading)\" as \(earlier.name) does, though its title is \"\(title)\", not \"\(earlier.title)\"",
                    threshold: "a reading that follows the title (no fixed label, or a state's own words)",
                    subject: "machine|\(pair)"))
        }
        if seen[mode] == nil {
            seen[mode] = (state.name, title)
            first[reading] = seen
        }
        return findings
    }
}
