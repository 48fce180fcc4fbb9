import Canvas

/// `buttons check` as text: what the file can fix in full, what only the theme can fix
/// summed up in one line (everything with `verbose`), long warnings wrapped.
extension BoardCheck {
    /// The check as the terminal shows it: a verdict line; each error on one line; each
    /// warning the file can fix, wrapped to `width` with continuation lines indented; then
    /// either one line counting the theme's warnings (the default) or all of them.
    /// - Parameters:
    ///   - verbose: List the warnings about the theme too.
    ///   - width: The widest a printed line may be (at least 40).
    public func report(verbose: Bool, width: Int) -> [String] {
        let errors = problems.filter { $0.severity == "error" }
        let warnings = problems.filter { $0.severity != "error" }
        let fromTheme = warnings.filter { $0.about == "theme" }
        let shown = verbose ? warnings : warnings.filter { $0.about != "theme" }
        let verdict =
            valid
            ? "\(path): valid (\(Self.count(buttons, "button")), \(Self.count(warnings.count, "warning")))"
            : "\(path): invalid (\(Self.count(errors.count, "error")))"
        var lines = [verdict] + errors.map(\.line)
        for warning in shown { lines += Self.wrap(warning.line, width: max(40, width)) }
        if !verbose, !fromTheme.isEmpty {
            let summary =
                "\(path): and \(Self.count(fromTheme.count, "warning")) about theme \(themeName), not this file: "
                + "it has no tokens for some reachable states of \(Self.list(themeVariants)), which then "
                + "fall back to the variant's default tokens (--verbose lists them)"
            lines += Self.wrap(summary, width: max(40, width))
        }
        return lines
    }

    /// `1 button`, `3 warnings`.
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }

    /// A long line broken between words; continuation lines are indented four spaces.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard TextWidth.of(line) > width else { return [line] }
        let first = TextWidth.wrap(line, width: width)
        guard let head = first.first else { return [line] }
        let rest = line.dropFirst(head.count).trimmingPrefix(" ")
        return [head] + TextWidth.wrap(String(rest), width: width - 4).map { "    " + $0 }
    }
}
