import ButtonKit
import Rendering

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
    /// list of parts and one table of the changed fields of its states.
    public var markdown: String {
        var lines = ["### Button changes: \(Self.code(old.name)) → \(Self.code(new.name))", ""]
        let themes = old.theme.name == new.theme.name ? old.theme.name : "\(old.theme.name) → \(new.theme.name)"
        lines.append(
            "Theme \(Self.code(themes)) · locales \(locales.map { Self.code($0.rawValue) }.joined(separator: ", ")) · \(summary)"
        )
        for change in localeChanges {
            lines.append("- Locale \(Self.code(change.locale.rawValue)) \(change.kind.rawValue)")
        }
        for button in buttons {
            lines.append("")
            lines.append("#### \(Self.code(button.id))\(button.kind == .changed ? "" : " (\(button.kind.rawValue))")")
            lines.append("")
            for part in button.parts {
                lines.append("- \(Self.verb(part.kind)) \(part.group): \(Self.code(part.text))")
            }
            guard !button.states.isEmpty else { continue }
            if !button.parts.isEmpty { lines.append("") }
            lines.append("| State | Locale | Field | Before | After |")
            lines.append("|---|---|---|---|---|")
            for state in button.states {
                let label = Self.cell(state.label), locale = state.locales.map(\.rawValue).joined(separator: ", ")
                switch state.kind {
                case .changed:
                    for field in state.fields {
                        lines.append(
                            "| \(label) | \(locale) | \(field.name) | \(Self.cell(field.old)) | \(Self.cell(field.new)) |"
                        )
                    }
                case .added:
                    lines.append(
                        "| \(label) | \(locale) | *reachable now* | | title \(Self.cell(state.new.map { ContractEntry.quoted($0.entry.title) } ?? "")) |"
                    )
                case .removed:
                    lines.append(
                        "| \(label) | \(locale) | *no longer reachable* | title \(Self.cell(state.old.map { ContractEntry.quoted($0.entry.title) } ?? "")) | |"
                    )
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

    /// Inline code that survives backticks in the text.
    static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "``" : "`"
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + Self.cell(padded) + fence
    }

    /// Text for a table cell: pipes escaped, line breaks as spaces, control characters
    /// escaped, and HTML's `<` made harmless.
    static func cell(_ text: String) -> String {
        ControlCharacterEscaping.escaped(text).replacing("|", with: "\\|").replacing("<", with: "&lt;")
    }
}
