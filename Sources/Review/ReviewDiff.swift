import ButtonKit
import Theming

/// What changed between two versions of a board (or of a theme, for one board): buttons
/// added or removed; for a button in both, its parts (custom states, events, machine
/// states, transitions, variant) added or removed and every reachable state whose
/// contract fields changed, appeared or went away. Built over ``ReachableStates`` through
/// ``ContractEntry``; unchanged states are not listed, and nothing depends on time or
/// paths, so the same two versions always give the same diff.
public struct ReviewDiff: Sendable {
    /// One version: a board, its name and the theme it is drawn in.
    public struct Side: Sendable {
        /// The buttons.
        public var board: BoardDefinition
        /// A name for headings (`like.json`, `like.json at HEAD~1`).
        public var name: String
        /// The theme.
        public var theme: Theme

        /// A side of a diff.
        public init(board: BoardDefinition, name: String, theme: Theme) {
            self.board = board
            self.name = name
            self.theme = theme
        }
    }

    /// How a part or state differs.
    public enum Kind: String, Sendable {
        /// Only in the new version.
        case added
        /// Only in the old version.
        case removed
        /// In both, different.
        case changed
    }

    /// One reachable state that differs.
    public struct StateChange: Sendable {
        /// Added (reachable now), removed (no longer reachable) or changed.
        public var kind: Kind
        /// `counting · selected 0x4`: machine state, flags and raw value.
        public var label: String
        /// The locales it differs the same way in (the pictures show the first).
        public var locales: [LocaleTag]
        /// The first of them.
        public var locale: LocaleTag { locales[0] }
        /// The state in the old version.
        public var old: (button: Button, entry: ContractEntry)?
        /// The state in the new version.
        public var new: (button: Button, entry: ContractEntry)?
        /// The changed fields: name, old value, new value (with contrast's verdict).
        public var fields: [(name: String, old: String, new: String)]
    }

    /// One button that differs.
    public struct ButtonChange: Sendable {
        /// The button's id.
        public var id: String
        /// Added, removed, or changed.
        public var kind: Kind
        /// Parts changed (`variant secondary -> primary`), added or removed (`event retry (key r)`).
        public var parts: [(kind: Kind, group: String, text: String)]
        /// The states that differ, in reachable order (new version's, then removed ones).
        public var states: [StateChange]
    }

    /// The old version.
    public var old: Side
    /// The new version.
    public var new: Side
    /// The locales compared (those both versions declare).
    public var locales: [LocaleTag]
    /// Locales only one version declares: (kind, tag).
    public var localeChanges: [(kind: Kind, locale: LocaleTag)]
    /// The buttons that differ, new version's order first, then removed ones.
    public var buttons: [ButtonChange] = []

    /// Whether nothing differs.
    public var isEmpty: Bool { buttons.isEmpty && localeChanges.isEmpty }

    /// Counts of changed, added and removed states.
    public var stateCounts: (changed: Int, added: Int, removed: Int) {
        let all = buttons.flatMap(\.states)
        return (
            all.filter { $0.kind == .changed }.count, all.filter { $0.kind == .added }.count,
            all.filter { $0.kind == .removed }.count
        )
    }

    /// Compares two versions.
    /// - Parameters:
    ///   - old: The old version.
    ///   - new: The new version.
    public init(old: Side, new: Side) {
        self.old = old
        self.new = new
        let newLocales = new.board.locales.isEmpty ? [new.board.developmentLocale] : new.board.locales
        let oldLocales = old.board.locales.isEmpty ? [old.board.developmentLocale] : old.board.locales
        locales = newLocales.filter(oldLocales.contains)
        localeChanges =
            newLocales.filter { !oldLocales.contains($0) }.map { (Kind.added, $0) }
            + oldLocales.filter { !newLocales.contains($0) }.map { (Kind.removed, $0) }
        var changes: [ButtonChange] = []
        for definition in new.board.buttons {
            guard let before = old.board.button(definition.id) else {
                changes.append(
                    ButtonChange(
                        id: definition.id.rawValue, kind: .added, parts: [],
                        states: states(old: nil, new: definition)))
                continue
            }
            let change = ButtonChange(
                id: definition.id.rawValue, kind: .changed, parts: Self.parts(before, definition, new.board),
                states: states(old: before, new: definition))
            if !change.parts.isEmpty || !change.states.isEmpty { changes.append(change) }
        }
        for definition in old.board.buttons where new.board.button(definition.id) == nil {
            changes.append(
                ButtonChange(
                    id: definition.id.rawValue, kind: .removed, parts: [], states: states(old: definition, new: nil)))
        }
        buttons = changes
    }

    private static func parts(_ before: ButtonDefinition, _ after: ButtonDefinition, _ board: BoardDefinition)
        -> [(kind: Kind, group: String, text: String)]
    {
        let localization = Localization(locale: board.developmentLocale, development: board.developmentLocale)
        let oldParts = ButtonOutline.parts(of: before, localization: localization)
        let newParts = ButtonOutline.parts(of: after, localization: localization)
        var added = newParts.filter { !oldParts.contains($0) }
        var removed = oldParts.filter { !newParts.contains($0) }
        // A property a button has once (variant, size, width, initial state) changed, not
        // added and removed.
        var changed: [(kind: Kind, group: String, text: String)] = []
        for group in ButtonOutline.singleGroups {
            guard let new = added.first(where: { $0.group == group }),
                let old = removed.first(where: { $0.group == group })
            else { continue }
            changed.append((.changed, group, "\(old.text) -> \(new.text)"))
            added.removeAll { $0.group == group }
            removed.removeAll { $0.group == group }
        }
        return changed + added.map { (Kind.added, $0.group, $0.text) }
            + removed.map { (Kind.removed, $0.group, $0.text) }
    }

    /// The states of one button that differ, per locale.
    private func states(old before: ButtonDefinition?, new after: ButtonDefinition?) -> [StateChange] {
        var result: [StateChange] = []
        for locale in locales {
            let oldStates = before.map { keyed($0, board: old.board, theme: old.theme, locale: locale) } ?? []
            let newStates = after.map { keyed($0, board: new.board, theme: new.theme, locale: locale) } ?? []
            // Identical states pair first, so one found in another order is no difference.
            let pairs = StatePairing.pairs(
                old: oldStates, new: newStates, key: \.key, identity: \.entry)
            for pair in pairs {
                switch (pair.old, pair.new) {
                case (nil, let state?):
                    result.append(
                        StateChange(
                            kind: .added, label: state.label + pair.suffix, locales: [locale], old: nil,
                            new: (state.button, state.entry), fields: []))
                case (let state?, nil):
                    result.append(
                        StateChange(
                            kind: .removed, label: state.label + pair.suffix, locales: [locale],
                            old: (state.button, state.entry), new: nil, fields: []))
                case (let previous?, let state?):
                    let fields = Self.changedFields(previous.entry, state.entry)
                    if !fields.isEmpty {
                        result.append(
                            StateChange(
                                kind: .changed, label: state.label + pair.suffix, locales: [locale],
                                old: (previous.button, previous.entry), new: (state.button, state.entry),
                                fields: fields))
                    }
                case (nil, nil):
                    break
                }
            }
        }
        return Self.folded(result)
    }

    private struct Keyed {
        var key: String
        var label: String
        var button: Button
        var entry: ContractEntry
    }

    /// A button's reachable states in one locale, keyed by machine state, flags and raw
    /// value (as the contract check matches them).
    private func keyed(_ definition: ButtonDefinition, board: BoardDefinition, theme: Theme, locale: LocaleTag)
        -> [Keyed]
    {
        let localization = Localization(locale: locale, development: board.developmentLocale)
        return ReachableStates.entries(for: definition, localization: localization).map { reachable in
            let entry = ContractEntry(reachable.button, theme: theme, localization: localization)
            let mode = entry.mode == "-" ? "" : entry.mode + " · "
            return Keyed(
                key: "\(entry.mode) \(entry.state) \(entry.raw)", label: mode + entry.state + " " + entry.raw,
                button: reachable.button, entry: entry)
        }
    }

    /// The fields that differ, with the contrast's verdict against WCAG's 4.5:1 for text
    /// when it changes sides (disabled states are exempt, as WCAG says).
    static func changedFields(_ old: ContractEntry, _ new: ContractEntry) -> [(name: String, old: String, new: String)]
    {
        var fields: [(name: String, old: String, new: String)] = []
        for (before, after) in zip(old.fields, new.fields) where before.value != after.value {
            var oldValue = before.value, newValue = after.value
            if before.name == "contrast" {
                oldValue += verdict(before.value, exempt: old.tap == "none (disabled)")
                newValue += verdict(after.value, exempt: new.tap == "none (disabled)")
            }
            fields.append((before.name, oldValue, newValue))
        }
        return fields
    }

    private static func verdict(_ ratio: String, exempt: Bool) -> String {
        if exempt { return " (disabled: exempt)" }
        return (Double(ratio) ?? 0) >= 4.5 ? " (passes 4.5:1)" : " (fails 4.5:1)"
    }
}
