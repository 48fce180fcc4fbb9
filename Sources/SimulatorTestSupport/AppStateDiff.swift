import ButtonKitTestSupport
import Simulator

/// Names the parts of two application states that differ, for test failure messages: the
/// simulator's parts as ``StateDiff`` names them, the rest by field.
public enum AppStateDiff {
    /// The differences between an expected and an actual state, one a line.
    public static func describe(expected: AppState, actual: AppState) -> String {
        var lines: [String] = []
        if expected.simulator != actual.simulator {
            lines.append(StateDiff.describe(expected: expected.simulator, actual: actual.simulator))
        }
        var expectedScreen = expected.screen
        var actualScreen = actual.screen
        expectedScreen.simulator = actual.simulator
        actualScreen.simulator = actual.simulator
        lines += differences("screen.", Mirror(reflecting: expectedScreen), Mirror(reflecting: actualScreen))
        var expectedRest = expected
        expectedRest.screen = actual.screen
        lines += differences("", Mirror(reflecting: expectedRest), Mirror(reflecting: actual))
        return lines.isEmpty ? "(no difference found by field)" : lines.joined(separator: "\n")
    }

    /// The fields of two values whose descriptions differ.
    private static func differences(_ prefix: String, _ expected: Mirror, _ actual: Mirror) -> [String] {
        zip(expected.children, actual.children).compactMap { lhs, rhs in
            let expectedText = String(describing: lhs.value)
            let actualText = String(describing: rhs.value)
            guard expectedText != actualText else { return nil }
            return "  \(prefix)\(lhs.label ?? "?"): expected \(expectedText), got \(actualText)"
        }
    }
}
