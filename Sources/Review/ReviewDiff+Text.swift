import ButtonKit
import Escaping

extension ReviewDiff {
    /// The heading line: what is compared, in which theme and locales.
    var heading: String {
        let themes = old.theme.name == new.theme.name ? old.theme.name : "\(old.theme.name) -> \(new.theme.name)"
        return
            "\(old.name) -> \(new.name) (theme \(themes); locales \(locales.map(\.rawValue).joined(separator: ", ")))"
    }

    /// The summary line: how many states changed, appeared and went away; when only the
    /// review states are listed, it says so and counts the other states that differ.
    var summary: String {
        if isEmpty { return "no differences" }
        let counts = stateCounts
        var line =
            "\(buttons.count) button\(buttons.count == 1 ? " differs" : "s differ"): \(counts.changed) state\(counts.changed == 1 ? "" : "s") changed, \(counts.added) new, \(counts.removed) gone"
        guard listsReviewStates else { return line }
        line += " among the review states"
        let unlisted = unlistedCount
        if unlisted > 0 {
            line += "; \(unlisted) more state\(unlisted == 1 ? " differs" : "s differ") (--all lists them)"
        }
        return line
    }

    /// Whether only the review states are listed (the others counted), not every reachable
    /// state or the states `--states` names.
    var listsReviewStates: Bool { !selection.all && selection.states == nil }

    /// A button's note on its differing states outside the review states, if any.
    /// - Parameters:
    ///   - button: The button's change.
    ///   - flag: How the output spells `--all` (a code span in Markdown).
    static func unlistedNote(_ button: ButtonChange, flag: String = "--all") -> String? {
        guard button.unlisted > 0 else { return nil }
        let count = button.unlisted
        return
            "\(count) more state\(count == 1 ? " differs" : "s differ") outside the review states (\(flag) lists them)"
    }

    /// Plain text: a heading and the summary, then per button its parts (`+`/`-`) and each
    /// change once with the states it touches counted (``groups``); with `verbose`, every
    /// state that differs (`~` changed with each field `old -> new`, `+` reachable now, `-`
    /// no longer reachable), else a last line saying how to list them.
    /// - Parameter verbose: Whether to list every state that differs.
    public func text(verbose: Bool = false) -> String {
        var lines = ["diff: " + heading, summary]
        for change in localeChanges {
            lines.append("\(change.kind == .added ? "+" : "-") locale \(change.locale.rawValue)")
        }
        for button in buttons {
            lines.append("")
            lines.append("button \(button.id)\(button.kind == .changed ? "" : " (\(button.kind.rawValue))")")
            for part in button.parts {
                lines.append("  \(Self.sign(part.kind)) \(part.group) \(part.text)")
            }
            lines += Self.groups(of: button, old: old.board, new: new.board).map { "  " + $0.line }
            if let note = Self.unlistedNote(button) { lines.append("  " + note) }
            guard verbose, !button.states.isEmpty else { continue }
            lines.append("  details:")
            for state in button.states {
                let locales = state.locales.map(\.rawValue).joined(separator: ", ")
                switch state.kind {
                case .changed:
                    lines.append("  ~ \(state.label) [\(locales)]")
                    for field in state.fields {
                        lines.append("      \(field.name): \(field.old) -> \(field.new)")
                    }
                case .added:
                    let title = state.new.map { ContractEntry.quoted($0.entry.title) } ?? ""
                    lines.append("  + \(state.label) [\(locales)] title=\(title)")
                case .removed:
                    let title = state.old.map { ContractEntry.quoted($0.entry.title) } ?? ""
                    lines.append("  - \(state.label) [\(locales)] title=\(title)")
                }
            }
        }
        if !verbose, buttons.contains(where: { !$0.states.isEmpty }) {
            lines.append("")
            lines.append("(--verbose lists every state that differs)")
        }
        // Titles and names come from files: no control character reaches the terminal.
        return lines.map(ControlCharacterEscaping.escaped).joined(separator: "\n") + "\n"
    }

    /// Markdown for a pull-request comment: a heading, the summary, then per button a list
    /// of parts and a table of the changes, each once with the states it touches counted;
    /// with `verbose`, a table of every changed field of every state that differs.
    /// Everything that comes from a file or an argument (names, ids, states, titles, values)
    /// is an inert code span (``ControlCharacterEscaping/markdownCode(_:inTable:)``) or
    /// escaped text (``ControlCharacterEscaping/markdownText(_:)``), so a pull request
    /// cannot put an image, a link, a mention or markup into the comment.
    /// - Parameter verbose: Whether to list every state that differs.
    public func markdown(verbose: Bool = false) -> String {
        var lines = ["### Button changes: \(Self.code(old.name)) → \(Self.code(new.name))", ""]
        let themes =
            old.theme.name == new.theme.name
            ? Self.code(old.theme.name) : "\(Self.code(old.theme.name)) → \(Self.code(new.theme.name))"
        lines.append(
            "Theme \(themes) · locales \(locales.map { Self.code($0.rawValue) }.joined(separator: ", ")) · \(summary)"
        )
        for change in localeChanges {
            lines.append("- Locale \(Self.code(change.locale.rawValue)) \(change.kind.rawValue)")
        }
        for button in buttons {
            lines.append("")
            lines.append("#### \(Self.code(button.id))\(button.kind == .changed ? "" : " (\(button.kind.rawValue))")")
            lines.append("")
            for part in button.parts {
                lines.append(
                    "- \(Self.verb(part.kind)) \(ControlCharacterEscaping.markdownText(part.group)): \(Self.code(part.text))"
                )
            }
            if let note = Self.unlistedNote(button, flag: "`--all`") { lines.append("- " + note) }
            guard !button.states.isEmpty else { continue }
            if !button.parts.isEmpty || button.unlisted > 0 { lines.append("") }
            lines.append("| | Change | Machine states | States |")
            lines.append("|---|---|---|---:|")
            for group in Self.groups(of: button, old: old.board, new: new.board) {
                let modes = group.modes.filter { $0 != "-" }.map(Self.cell).joined(separator: ", ")
                lines.append("| \(group.sign) | \(Self.cell(group.text)) | \(modes) | \(group.count) |")
            }
            guard verbose else { continue }
            lines.append("")
            lines.append("| State | Locale | Field | Before | After |")
            lines.append("|---|---|---|---|---|")
            for state in button.states {
                let label = Self.cell(state.label)
                let locale = ControlCharacterEscaping.markdownText(
                    state.locales.map(\.rawValue).joined(separator: ", "))
                switch state.kind {
                case .changed:
                    for field in state.fields {
                        let name = ControlCharacterEscaping.markdownText(field.name)
                        lines.append(
                            "| \(label) | \(locale) | \(name) | \(Self.cell(field.old)) | \(Self.cell(field.new)) |")
                    }
                case .added:
                    let title = state.new.map { ContractEntry.quoted($0.entry.title) } ?? ""
                    lines.append("| \(label) | \(locale) | *reachable now* | | title \(Self.cell(title)) |")
                case .removed:
                    let title = state.old.map { ContractEntry.quoted($0.entry.title) } ?? ""
                    lines.append("| \(label) | \(locale) | *no longer reachable* | title \(Self.cell(title)) | |")
                }
            }
        }
        if !verbose, buttons.contains(where: { !$0.states.isEmpty }) {
            lines.append("")
            lines.append("`--verbose` lists every state that differs.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func sign(_ kind: Kind) -> String {
        switch kind {
        case .added: "+"
        case .removed: "-"
        case .changed: "~"
        }
    }

    static func verb(_ kind: Kind) -> String {
        switch kind {
        case .added: "Added"
        case .removed: "Removed"
        case .changed: "Changed"
        }
    }

    /// Inert inline code (``ControlCharacterEscaping/markdownCode(_:inTable:)``).
    static func code(_ text: String) -> String { ControlCharacterEscaping.markdownCode(text) }

    /// Inert inline code for a table cell: pipes escaped as well.
    static func cell(_ text: String) -> String { ControlCharacterEscaping.markdownCode(text, inTable: true) }
}
