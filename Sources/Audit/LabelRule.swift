import ButtonKit

/// A label in every state: VoiceOver must have something to read where the title is
/// hidden (loading) or missing (an image alone); and two states UIKit treats differently
/// (another custom state or machine state) that VoiceOver reads the same are listed.
enum LabelRule {
    /// The findings, in every locale (no environment changes what VoiceOver reads).
    static func check(_ subject: AuditSubject) -> [AuditObservation] {
        var findings: [AuditObservation] = []
        let id = subject.definition.id.rawValue
        for (locale, states) in subject.locales {
            var firstByReading: [String: AuditSubject.State] = [:]
            var reported: Set<String> = []
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
                // Highlighted, focused and the machine's state are not what VoiceOver
                // tells apart: one finding per pair of custom-state sets reading alike.
                if let earlier = firstByReading[reading] {
                    let pair = [earlier.button.flags.active.sorted(), state.button.flags.active.sorted()]
                        .map { $0.joined(separator: "+") }.sorted().joined(separator: " | ")
                    if differsForUIKit(earlier.button, state.button), reported.insert(pair).inserted {
                        findings.append(
                            AuditObservation(
                                button: id, state: state.name,
                                locale: locale.rawValue, rule: .label,
                                measured: "reads \"\(reading)\", the same as \(earlier.name)",
                                threshold: "a reading of its own",
                                subject: "same|\(pair)"))
                    }
                } else {
                    firstByReading[reading] = state
                }
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
