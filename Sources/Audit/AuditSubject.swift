import ButtonKit
import Theming

/// One button as the rules see it: its reachable states in every locale of the board
/// (``ReachableStates``, the one reachable set, unless `--mode` or `--states` narrow it),
/// computed once for every environment.
struct AuditSubject {
    /// One reachable state in one locale.
    struct State {
        var button: Button
        var localization: Localization
        /// `idle: selected+highlighted`.
        var name: String
    }

    let definition: ButtonDefinition
    /// The development locale's states first, then each further locale's.
    let locales: [(locale: LocaleTag, states: [State])]

    init(_ definition: ButtonDefinition, board: BoardDefinition, selection: StateSelection = .every) {
        self.definition = definition
        locales = board.locales.map { locale in
            let localization = Localization(locale: locale, development: board.developmentLocale)
            let states = selection.entries(for: definition, localization: localization).map {
                State(button: $0.button, localization: localization, name: Self.name(of: $0.button))
            }
            return (locale, states)
        }
    }

    /// The development locale's states.
    var states: [State] { locales.first?.states ?? [] }

    /// `downloading: selected+highlighted`, `normal`.
    static func name(of button: Button) -> String {
        let names = button.flags.names
        let flags = names.isEmpty ? "normal" : names.joined(separator: "+")
        return button.machineState.map { "\($0): \(flags)" } ?? flags
    }
}
