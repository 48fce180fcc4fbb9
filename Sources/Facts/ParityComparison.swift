import ButtonKit
import Theming

/// Compares one button under UIKit's and SwiftUI's rules (DESIGN section 19): the states
/// reachable under one and not the other, then, for the states both reach, the title and
/// reading per locale, the colours and enabled, each read from ``StateFacts`` (the one
/// model of a state) with the rule that decided it.
public enum ParityComparison {
    /// The button's differences.
    /// - Parameters:
    ///   - definition: The button (its own framework is ignored: both are compared).
    ///   - theme: The theme, as shown in the standard environment.
    ///   - locales: The locales to compare titles and readings in, the development one first.
    public static func compare(_ definition: ButtonDefinition, theme: Theme, locales: [LocaleTag]) -> ButtonParity {
        var uiKit = definition
        uiKit.framework = .uikit
        var swiftUI = definition
        swiftUI.framework = .swiftui
        let development = locales.first ?? .en
        var found = Found(definition: definition)
        // The states are explored once, in the development language, and shown again in each
        // locale as a locale change shows them: exploring is most of the work.
        let first = Localization(locale: development, development: development)
        let before = byState(ReachableStates.entries(for: uiKit, localization: first))
        let after = byState(ReachableStates.entries(for: swiftUI, localization: first))
        found.reachable(before, after, swiftUI: swiftUI)
        for (index, locale) in locales.enumerated() {
            let localization = Localization(locale: locale, development: development)
            for key in before.order {
                guard var old = before.entries[key]?.button, var new = after.entries[key]?.button else { continue }
                if index > 0 {
                    old.relocalize(localization)
                    new.relocalize(localization)
                }
                found.compare(
                    StateFacts(old, theme: theme, localization: localization),
                    StateFacts(new, theme: theme, localization: localization), key: key,
                    locale: locales.count > 1 ? locale : nil, firstLocale: index == 0)
            }
        }
        return ButtonParity(id: definition.id.rawValue, differences: found.differences)
    }

    /// A reachable state by machine state and flag names.
    struct Key: Hashable {
        var mode: String?
        var names: [String]
        /// The state key: names joined by `|`, or `normal`.
        var stateKey: String { names.isEmpty ? SystemFlag.normalName : names.joined(separator: "|") }
    }

    /// The entries by key (the first of a key, as the reachable set orders them), and the keys in order.
    struct Keyed {
        var entries: [Key: ReachableStates.Entry] = [:]
        var order: [Key] = []
    }

    private static func byState(_ entries: [ReachableStates.Entry]) -> Keyed {
        var keyed = Keyed()
        for entry in entries {
            let key = Key(mode: entry.mode, names: entry.flags.names)
            if keyed.entries[key] == nil {
                keyed.entries[key] = entry
                keyed.order.append(key)
            }
        }
        return keyed
    }
}
