import ButtonKit
import Facts

/// `facts`: every reachable state's facts, for the buttons, locales and environments
/// asked for, one record at a time (a large board is never held whole).
public enum FactsJob {
    /// The environments `--environments all` means: the audit's (every content size,
    /// appearance, contrast and direction, and container-disabled when a button follows
    /// SwiftUI's rules).
    /// - Parameter board: The buttons described.
    public static func everyEnvironment(for board: BoardDefinition) -> [DisplayEnvironment] {
        AuditJob.environments([], board: board)
    }

    /// Each record in order: buttons in file order (or as `--button` names them), then each
    /// locale, environment and state; in the input's first theme, its counterpart for the
    /// environment where the theme has one.
    /// - Parameters:
    ///   - input: The board and theme.
    ///   - selection: `--button`, `--mode`, `--states`: every reachable state of every
    ///     button unless narrowed (`--all` changes nothing: the facts cover every state, as
    ///     the contract does, for the scripts that check an export against them).
    ///   - locales: The locales.
    ///   - environments: The environments.
    ///   - body: Receives each record.
    /// - Throws: An unknown button, machine state or state name, or more work than
    ///   ``WorkBound/auditChecks`` (exit 64).
    public static func forEachRecord(
        _ input: HeadlessInput, selection: ButtonSelection = ButtonSelection(), locales: [LocaleTag],
        environments: [DisplayEnvironment], _ body: (StateFactsRecord) -> Void
    ) throws(HeadlessFailure) {
        let board = try selection.board(input.board, command: "facts")
        let states = try selection.states(for: board.buttons, everything: true, command: "facts")
        try WorkBound.check(
            board.buttons,
            localization: Localization(locale: board.developmentLocale, development: board.developmentLocale),
            bound: WorkBound.auditChecks / max(1, environments.count * locales.count)
        ) { _ in
            "facts: these states in \(environments.count) environments and \(locales.count) locales are more than \(WorkBound.auditChecks); ask for fewer buttons, locales or environments"
        }
        for definition in board.buttons {
            for locale in locales {
                let localization = Localization(locale: locale, development: board.developmentLocale)
                let entries = states.entries(for: definition, localization: localization)
                for environment in environments {
                    let theme = input.themes[0].resolved(for: environment).theme
                    for state in ReachableStates.inContainer(entries, disabled: environment.containerDisabled) {
                        body(
                            StateFactsRecord(
                                StateFacts(
                                    state.button, theme: theme, environment: environment, localization: localization,
                                    detail: .withGeometry)))
                    }
                }
            }
        }
    }
}
