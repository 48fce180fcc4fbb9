import ButtonKit
import Escaping

extension ReviewDiff {
    /// The heading line: what is compared, in which theme and locales.
    var heading: String {
        let themes = old.theme.name == new.theme.name ? old.theme.name : "\(old.theme.name) -> \(new.theme.name)"
        return
            "\(old.name) -> \(new.name) (theme \(themes); locales \(locales.map(\.rawValue).joined(separator: ", ")))"
    }

    /// The summary line: how many states changed, appeared and went away.
    var summary: String {
        if isEmpty { return "no differences" }
        let counts = stateCounts
        return
            "\(buttons.count) button\(buttons.count == 1 ? " differs" : "s differ"): \(counts.changed) state\(counts.changed == 1 ? "" : "s") changed, \(counts.added) new, \(counts.removed) gone"
    }

    /// Plain text: a heading, then per button its parts (`+`/`-`) and states (`~` changed
    /// with each field `old -> new`, `+` reachable now, `-` no longer reachable).
    public var text: String {
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
            for state in button.states {
                switch state.kind {
                case .changed:
                    lines.append("  ~ \(state.label) [\(state.locales.map(\.rawValue).joined(separator: ", "))]")
                    for field in state.fields {
                        lines.append("      \(field.name): \(field.old) -> \(field.new)")
                    }
                case .added:
                    lines.append(
                        "  + \(state.label) [\(state.locales.map(\.rawValue).joined(separator: ", "))] title=\(state.new.map { ContractEntry.quoted($0.entry.title) } ?? "")"
                    )
                case .removed:
                    lines.append(
                        "  - \(state.label) [\(state.locales.map(\.rawValue).joined(separator: ", "))] title=\(state.old.map { ContractEntry.quoted($0.entry.title) } ?? "")"
                    )
                }
            }
        }
        // Titles and names come from files: no control character reaches the terminal.
        return lines.map(ControlCharacterEscaping.escaped).joined(separator: "\n") + "\n"
    }

    /// Markdown for a pull-request comment: a heading, the summary, then per button a
    /// list of parts and one table of the changed fields of its states. Everything that
    /// comes from a file or an argument (names, ids, states, titles, values) is an inert
    /// code span (``ControlCharacterEscaping/markdownCode(_:inTable:)``) or escaped text
    /// (``ControlCharacterEscaping/markdownText(_:)``), so a pull request cannot put an
    /// image, a link, a mention or markup into the comment.
    public var markdown: String {
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
            guard !button.states.isEmpty else { continue }
            if !button.parts.isEmpty { lines.append("") }
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
