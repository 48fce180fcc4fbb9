import ButtonKit
import Theming

/// One button as the rules see it: its reachable states in every locale of the board
/// (``ReachableStates``, the one reachable set, unless `--mode` or `--states` narrow it),
/// computed once for every environment with the same container (a disabled container,
/// under SwiftUI's rules, shows every state disabled).
struct AuditSubject {
    /// One reachable state in one locale. A class: the rules go through every state in
    /// every environment, and a reference is copied with one retain.
    final class State {
        let button: Button
        let localization: Localization
        /// `idle: selected+highlighted`.
        let name: String
        /// What decides its device-look size besides the theme and the environment.
        let content: Content
        /// The same for states with equal ``content`` (across the subject's locales).
        let contentID: Int

        init(button: Button, localization: Localization, name: String, content: Content, contentID: Int) {
            self.button = button
            self.localization = localization
            self.name = name
            self.content = content
            self.contentID = contentID
        }
    }

    /// What decides a state's device-look size besides the theme and the environment
    /// (``AuditGeometries``): states with the same content are laid out alike.
    struct Content: Hashable {
        var locale: LocaleTag
        var title: String
        var icon: String?
        var spinner: Bool
        var size: ButtonSize
        /// The counters, which titles may show.
        var counters: [String: Int]
        /// The state's place in its locale for a button with a configuration, whose
        /// content is worked out from the whole state; `nil` otherwise.
        var place: Int?
    }

    let definition: ButtonDefinition
    /// The development locale's states first, then each further locale's.
    let locales: [(locale: LocaleTag, states: [State])]

    /// The subject of `definition`.
    /// - Parameters:
    ///   - definition: The button.
    ///   - board: Its board, for the locales.
    ///   - selection: The states checked.
    ///   - reachable: Where its reachable states are explored, once for the audit and the
    ///     work bound checked before it.
    ///   - containerDisabled: Whether a disabled container shows the states (SwiftUI's rules).
    init(
        _ definition: ButtonDefinition, board: BoardDefinition, selection: StateSelection = .every,
        reachable: ReachableStateCache = ReachableStateCache(), containerDisabled: Bool = false
    ) {
        self.definition = definition
        var contentIDs: [Content: Int] = [:]
        locales = board.locales.map { locale in
            let localization = Localization(locale: locale, development: board.developmentLocale)
            let configured = definition.configuration != nil
            let states = selection.entries(
                for: definition, localization: localization, reachable: reachable, containerDisabled: containerDisabled
            )
            .enumerated().map {
                place, entry in
                let button = entry.button
                let content = Content(
                    locale: locale, title: button.shownTitle, icon: button.icon, spinner: button.showsSpinner,
                    size: button.drawnSize, counters: button.context, place: configured ? place : nil)
                let contentID = contentIDs[content] ?? contentIDs.count
                contentIDs[content] = contentID
                return State(
                    button: button, localization: localization, name: Self.name(of: button), content: content,
                    contentID: contentID)
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
