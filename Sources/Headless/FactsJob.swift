import ButtonKit
import Facts

/// `facts`: every reachable state's facts, for the buttons, locales and environments
/// asked for, one record at a time (a large board is never held whole).
public enum FactsJob {
    /// The environments `--environments all` means: the audit's (every content size,
    /// appearance, contrast and direction).
    public static var everyEnvironment: [DisplayEnvironment] { AuditJob.environments([]) }

    /// Each record in order: buttons in file order (only `buttons` when given), then each
    /// locale, environment and reachable state; in the input's first theme, its counterpart
    /// for the environment where the theme has one.
    /// - Parameters:
    ///   - input: The board and theme.
    ///   - buttons: Button ids to keep; empty for all.
    ///   - locales: The locales.
    ///   - environments: The environments.
    ///   - body: Receives each record.
    /// - Throws: An unknown button id, or more work than ``WorkBound/auditChecks`` (exit 64).
    public static func forEachRecord(
        _ input: HeadlessInput, buttons: [String], locales: [LocaleTag], environments: [DisplayEnvironment],
        _ body: (StateFactsRecord) -> Void
    ) throws(HeadlessFailure) {
        let board = input.board
        let declared = board.buttons.map(\.id.rawValue)
        if let unknown = buttons.first(where: { !declared.contains($0) }) {
            throw .invalidArgument(
                "facts: --button \(unknown): the board has no such button; it declares \(declared.joined(separator: ", "))"
            )
        }
        let chosen = buttons.isEmpty ? board.buttons : board.buttons.filter { buttons.contains($0.id.rawValue) }
        try WorkBound.check(
            chosen, localization: Localization(locale: board.developmentLocale, development: board.developmentLocale),
            bound: WorkBound.auditChecks / max(1, environments.count * locales.count)
        ) { _ in
            "facts: these states in \(environments.count) environments and \(locales.count) locales are more than \(WorkBound.auditChecks); ask for fewer buttons, locales or environments"
        }
        for definition in chosen {
            for locale in locales {
                let localization = Localization(locale: locale, development: board.developmentLocale)
                let states = ReachableStates.entries(for: definition, localization: localization)
                for environment in environments {
                    let theme = input.themes[0].resolved(for: environment).theme
                    for state in states {
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
