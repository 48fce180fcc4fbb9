import ButtonKit

/// A label in every state: VoiceOver must have something to read where the title is
/// hidden (loading) or missing (an image alone); two states UIKit treats differently
/// (another custom state) that VoiceOver reads the same are listed; and two machine states
/// whose titles differ but read the same (a fixed accessibility label hides "Saving…" and
/// "Saved") are listed, once per pair.
enum LabelRule {
    /// The findings, in every locale (no environment changes what VoiceOver reads).
    static func check(_ subject: AuditSubject) -> [AuditObservation] {
        var findings: [AuditObservation] = []
        let id = subject.definition.id.rawValue
        for (locale, states) in subject.locales {
            var firstByReading: [String: AuditSubject.State] = [:]
            var readings: [String: String] = [:]
            var alike = AlikeDifferences()
            var machineReadings = MachineReadings()
            for state in states {
                let label = VoiceOver.label(for: state.button, localization: state.localization)
                let reading = VoiceOver.reading(for: state.button, localization: state.localization)
                if label.allSatisfy(\.isWhitespace) {
                    // Every state with nothing to read: one finding lists them all.
                    findings.append(
                        AuditObservation(
                            button: id, state: state.name, locale: locale.rawValue,
                            rule: .label, measured: "VoiceOver reads only \"\(reading)\"",
                            threshold: "an accessibility label where no title shows",
                            subject: "empty"))
                    continue
                }
                findings += machineReadings.add(state, reading: reading, button: id, locale: locale.rawValue)
                // Highlighted and focused are not what VoiceOver tells apart: one finding per
                // set of custom states that reads as nothing.
                if let earlier = firstByReading[reading] {
                    if differsForUIKit(earlier.button, state.button) {
                        alike.add(
                            Set(earlier.button.flags.active).symmetricDifference(state.button.flags.active),
                            first: earlier.name, second: state.name)
                        readings[state.name] = reading
                    }
                } else {
                    firstByReading[reading] = state
                }
            }
            for (named, found) in alike.minimal {
                let more = found.pairs > 1 ? ", as do \(found.pairs - 1) more states that differ only in \(named)" : ""
                findings.append(
                    AuditObservation(
                        button: id, state: found.second, locale: locale.rawValue, rule: .label,
                        measured: "reads \"\(readings[found.second] ?? "")\", the same as \(found.first)\(more)",
                        threshold: "a reading of its own", subject: "same|\(named)"))
            }
        }
        return findings
    }

    /// Whether UIKit treats the two as different states that VoiceOver cannot tell apart:
    /// other custom states are on (selected and disabled are in the reading already).
    static func differsForUIKit(_ first: Button, _ second: Button) -> Bool {
        Set(first.flags.active) != Set(second.flags.active)
    }
}
