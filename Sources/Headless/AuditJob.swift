import Audit
import ButtonKit
import Theming

/// `audit`: every reachable state of the board in every environment asked for, against
/// the accessibility rules chosen.
public enum AuditJob {
    /// The report for the input's board in its first theme.
    /// - Parameters:
    ///   - input: The board and theme.
    ///   - choices: The environment axes given, each with its values.
    ///   - rules: The rules to run.
    ///   - selection: `--button`, `--mode`, `--states`: every reachable state of every
    ///     button unless narrowed (`--all` changes nothing: the audit checks every state).
    ///   - look: What the colours are measured as: the device's exact colours, and with
    ///     the terminal look also as an xterm-256 terminal shows them.
    /// - Throws: An unknown button or state name, or a board whose states in these
    ///   environments make more checks than ``WorkBound/auditChecks`` (exit 64), before any
    ///   is made.
    public static func report(
        _ input: HeadlessInput, choices: [(axis: EnvironmentAxis, values: [String])], rules: Set<AuditRule>,
        selection: ButtonSelection = ButtonSelection(), look: PictureLook = .device
    ) throws(HeadlessFailure) -> AuditReport {
        let board = try selection.board(input.board, command: "audit")
        let environments = environments(choices, board: board)
        let states = try selection.states(for: board.buttons, everything: true, command: "audit")
        // The states the bound counts are the ones the audit checks: explored once.
        let reachable = ReachableStateCache()
        try WorkBound.check(
            board.buttons,
            localization: Localization(locale: board.developmentLocale, development: board.developmentLocale),
            bound: WorkBound.auditChecks / max(1, environments.count), reachable: reachable
        ) { _ in
            "audit: this board's states in \(environments.count) environments make more than \(WorkBound.auditChecks) checks, more than an audit makes in its time; narrow the environments (--content-size, --appearance, --contrast, --direction) or audit a smaller board"
        }
        return Auditor.audit(
            board, theme: input.themes[0], environments: environments, rules: rules,
            depths: look == .terminal ? [.exact, .xterm256] : [.exact], selection: states, reachable: reachable)
    }

    /// The environments: each axis given narrows it; content size, appearance, contrast
    /// and direction otherwise take every value, and so does container-disabled when a
    /// button of the board follows SwiftUI's rules (UIKit's have no such setting: their 96
    /// environments stay as they are). Content size varies slowest, so a truncation is
    /// reported at its first size.
    /// - Parameters:
    ///   - given: The environment axes given, each with its values.
    ///   - board: The buttons audited.
    public static func environments(
        _ given: [(axis: EnvironmentAxis, values: [String])], board: BoardDefinition? = nil
    ) -> [DisplayEnvironment] {
        var choices = given
        let swiftUI = board?.buttons.contains { $0.framework == .swiftui } ?? false
        let axes: [EnvironmentAxis] =
            [.contentSize, .appearance, .contrast, .direction] + (swiftUI ? [.containerDisabled] : [])
        for axis in axes.reversed()
        where !choices.contains(where: { $0.axis == axis }) {
            choices.insert((axis, axis.values), at: 0)
        }
        choices.sort {
            (EnvironmentAxis.allCases.firstIndex(of: $0.axis) ?? 0)
                < (EnvironmentAxis.allCases.firstIndex(of: $1.axis) ?? 0)
        }
        return DisplayEnvironment.permutations(choices)
    }
}
