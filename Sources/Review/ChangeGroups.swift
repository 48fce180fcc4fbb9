import Escaping

/// State differences told once per change, for people (`contract --check`, `diff`): a field
/// that changed the same way in many states is one line with the states counted
/// (`~ save: title Saved -> "All changes saved": mode saved, 16 states`), and the states of
/// a new machine state are one line (`+ save: new machine state offline: 64 states`). A
/// field whose change only follows the title's (VoiceOver's reading of the renamed title) is
/// counted under the title. Built from the same per-state differences the details list.
public struct ChangeGroups: Sendable {
    /// One state that differs.
    public struct State: Sendable {
        /// The button's id.
        public var button: String
        /// The machine state, or `-` for a button without a machine.
        public var mode: String
        /// New, gone or changed.
        public var kind: ReviewDiff.Kind
        /// For a changed state: each field, old and new value.
        public var fields: [(name: String, old: String, new: String)]

        /// A state difference.
        public init(
            button: String, mode: String, kind: ReviewDiff.Kind, fields: [(name: String, old: String, new: String)]
        ) {
            self.button = button
            self.mode = mode
            self.kind = kind
            self.fields = fields
        }
    }

    /// One change and the states it touches.
    public struct Group: Sendable {
        /// `+`, `-` or `~`.
        public var sign: String
        /// What changed, without the count.
        public var text: String
        /// The machine states it touches, in the order met.
        public var modes: [String]
        /// How many states (lines) it touches.
        public var count: Int

        /// `~ save: title Saved -> "All changes saved": mode saved, 16 states`.
        public var line: String {
            let shown = modes.filter { $0 != "-" }
            let place =
                shown.isEmpty ? "" : (shown.count == 1 ? "mode " : "modes ") + shown.joined(separator: ", ") + ", "
            return "\(sign) \(text): \(place)\(count) state\(count == 1 ? "" : "s")"
        }
    }

    /// The groups, in the order first met: changes, then new states, then gone ones.
    public var groups: [Group]

    /// Groups state differences.
    /// - Parameters:
    ///   - states: Every state that differs.
    ///   - oldModes: The machine states each button has in the old version (`nil`: a button
    ///     the old version does not have).
    ///   - newModes: The same for the new version.
    public init(_ states: [State], oldModes: (String) -> Set<String>?, newModes: (String) -> Set<String>?) {
        var groups: [Group] = []
        var index: [String: Int] = [:]
        func add(_ sign: String, _ text: String, mode: String) {
            let key = sign + text
            if let at = index[key] {
                groups[at].count += 1
                if !groups[at].modes.contains(mode) { groups[at].modes.append(mode) }
            } else {
                index[key] = groups.count
                groups.append(Group(sign: sign, text: text, modes: [mode], count: 1))
            }
        }
        for state in states where state.kind == .changed {
            let title = state.fields.first { $0.name == "title" }
            for field in state.fields where !Self.follows(field, title: title) {
                add("~", "\(state.button): \(field.name) \(field.old) -> \(field.new)", mode: state.mode)
            }
        }
        for state in states where state.kind != .changed {
            let added = state.kind == .added
            let other = added ? oldModes(state.button) : newModes(state.button)
            let text: String
            if other == nil {
                text = added ? "new button \(state.button)" : "button \(state.button) gone"
            } else if state.mode != "-", other?.contains(state.mode) == false {
                text =
                    "\(state.button): "
                    + (added ? "new machine state \(state.mode)" : "machine state \(state.mode) gone")
            } else {
                text = "\(state.button): " + (added ? "states now reachable" : "states no longer reachable")
            }
            // The mode is in the text already when the whole machine state is new or gone.
            add(added ? "+" : "-", text, mode: text.contains("machine state") ? "-" : state.mode)
        }
        self.groups = groups
    }

    /// Whether a field changed only as the title did: its old value with the old title
    /// replaced by the new one is its new value.
    static func follows(
        _ field: (name: String, old: String, new: String), title: (name: String, old: String, new: String)?
    ) -> Bool {
        guard let title, field.name != title.name else { return false }
        let old = unquoted(title.old), new = unquoted(title.new)
        guard !old.isEmpty, field.old.contains(old) else { return false }
        return field.old.replacing(old, with: new) == field.new
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// One line per group, escaped: values come from files a pull request may change.
    public var lines: [String] { groups.map { ControlCharacterEscaping.escaped($0.line) } }
}
