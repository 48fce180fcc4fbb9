import ButtonKit

/// Names the parts of two simulator states that differ, for test failure messages.
public enum StateDiff {
    /// The differences between an expected and an actual state, one a line.
    public static func describe(expected: SimulatorState, actual: SimulatorState) -> String {
        var lines: [String] = []
        func compare<T: Equatable>(_ name: String, _ lhs: T, _ rhs: T) {
            if lhs != rhs { lines.append("  \(name): expected \(lhs), got \(rhs)") }
        }
        compare("targetIndex", expected.targetIndex, actual.targetIndex)
        compare("locale", expected.locale, actual.locale)
        compare(
            "events", expected.events.map { "\($0.button) \($0.event.rawValue) \($0.state.shortHex)" },
            actual.events.map { "\($0.button) \($0.event.rawValue) \($0.state.shortHex)" })
        compare("spinnerFrame", expected.spinnerFrame, actual.spinnerFrame)
        compare("touchInProgress", expected.touchInProgress, actual.touchInProgress)
        compare("touchIsInside", expected.touchIsInside, actual.touchIsInside)
        compare("notice", expected.notice, actual.notice)
        compare(
            "pendingTimers", expected.pendingTimers.map(\.description).sorted(),
            actual.pendingTimers.map(\.description).sorted())
        for (lhs, rhs) in zip(expected.buttons, actual.buttons) where lhs != rhs {
            compare("\(lhs.id).state", lhs.state.hex, rhs.state.hex)
            compare("\(lhs.id).requested", lhs.flags.requested.hex, rhs.flags.requested.hex)
            compare("\(lhs.id).active", lhs.flags.active, rhs.flags.active)
            compare("\(lhs.id).machineState", lhs.machineState, rhs.machineState)
            compare("\(lhs.id).titles", lhs.titles.storage, rhs.titles.storage)
            compare("\(lhs.id).images", lhs.images.storage, rhs.images.storage)
            compare("\(lhs.id).titleSetBy", lhs.titleSetBy, rhs.titleSetBy)
            compare("\(lhs.id).size", lhs.size, rhs.size)
        }
        compare("buttons.count", expected.buttons.count, actual.buttons.count)
        if lines.isEmpty { lines.append("  (settings or board differ)") }
        return lines.joined(separator: "\n")
    }
}
