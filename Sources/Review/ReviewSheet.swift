import Audit
import ButtonKit
import DeviceLook
import Escaping
import Theming

/// The review sheet: one self-contained HTML page (``ReviewPage``) for a pull request or a
/// chat thread. Per button and locale: the review states (the flow x the review set; with
/// `--all` every reachable state) in the device look for each theme, with what the
/// inspector says about it (flags and raw value, title and where it came from, tokens,
/// colours, contrast, what VoiceOver reads, what a tap sends); the audit's own findings in
/// each theme over every reachable state (``Auditor``, the one contrast rule, so the sheet
/// and `audit --theme` count the same); and the contract lines of the states shown. Built
/// over ``ReviewStates`` and ``ReachableStates`` through ``ContractEntry``, the same bytes
/// on every run.
public enum ReviewSheet {
    /// The page.
    /// - Parameters:
    ///   - board: The buttons.
    ///   - name: The board's name (`like.json`, `built-in`).
    ///   - themes: The themes, in the order asked for.
    ///   - locales: The locales, in the order asked for.
    ///   - scale: Pixels per point of the pictures.
    ///   - selection: The states shown: the flow x the review set unless `--all`.
    ///   - reachable: Where the buttons' reachable states are explored and kept, once for
    ///     the page, every theme's audit and any work bound checked before.
    public static func html(
        board: BoardDefinition, name: String, themes: [Theme], locales: [LocaleTag], scale: Int = 1,
        selection: StateSelection = .review, reachable: ReachableStateCache = ReachableStateCache()
    ) -> String {
        var body = "<h1>Button review: \(ReviewPage.escape(name))</h1>\n"
        body +=
            "<p class=\"summary\">\(board.buttons.count) button\(board.buttons.count == 1 ? "" : "s") · themes \(themes.map { ReviewPage.escape($0.name) }.joined(separator: ", ")) · locales \(locales.map(\.rawValue).joined(separator: ", "))</p>\n"
        // The audit's own findings, in each theme, as `audit --theme` with the same selection
        // reports them: over every reachable state, not only the states shown.
        let audited = StateSelection(all: true, mode: selection.mode, states: selection.states)
        let audits = themes.map {
            (
                theme: $0.name,
                report: Auditor.audit(
                    board, theme: $0, environments: Auditor.defaultEnvironments(for: board), selection: audited,
                    reachable: reachable)
            )
        }
        var sections = ""
        for definition in board.buttons {
            var section =
                "<section class=\"button\" id=\"button-\(ReviewPage.escape(definition.id.rawValue))\" data-button=\"\(ReviewPage.escape(definition.id.rawValue))\">\n"
            section += "<h2><code>\(ReviewPage.escape(definition.id.rawValue))</code></h2>\n"
            section += "<p class=\"muted\">\(ReviewPage.escape(GalleryStates.legend(for: definition)))</p>\n"
            var contractLines: [String] = []
            for locale in locales {
                let localization = Localization(locale: locale, development: board.developmentLocale)
                let shown = selection.entries(for: definition, localization: localization, reachable: reachable)
                let count = Self.count(shown.count, of: definition, selection, localization, reachable: reachable)
                for theme in themes {
                    section +=
                        "<h3>\(ReviewPage.escape(theme.name)) · \(locale.rawValue) <span class=\"muted\">\(count)</span></h3>\n<div class=\"states\">\n"
                    for state in shown {
                        let entry = ContractEntry(state.button, theme: theme, localization: localization)
                        contractLines.append(Self.shortened(entry).line)
                        let label = (state.mode.map { $0 + " · " } ?? "") + state.label
                        section += figure(
                            state.button, entry: entry, label: label, theme: theme, localization: localization,
                            scale: scale)
                    }
                    section += "</div>\n"
                }
            }
            section += findingsHTML(audits, button: definition.id.rawValue)
            section +=
                "<details class=\"contract\"><summary>Contract (\(contractLines.count) line\(contractLines.count == 1 ? "" : "s"))</summary>\n<pre>"
                + contractLines.map(ReviewPage.escape).joined(separator: "\n") + "</pre></details>\n"
            section += "</section>\n"
            sections += section
        }
        body += totalsHTML(audits)
        body +=
            "<nav><ul>"
            + board.buttons.map {
                "<li><a href=\"#button-\(ReviewPage.escape($0.id.rawValue))\">\(ReviewPage.escape($0.id.rawValue))</a></li>"
            }.joined() + "</ul></nav>\n"
        return ReviewPage.document(title: "Button review: \(name)", body: body + sections)
    }

    /// `143 reachable states`, or for the review states `12 review states of 143 reachable
    /// (--all shows every one)`.
    static func count(
        _ shown: Int, of definition: ButtonDefinition, _ selection: StateSelection, _ localization: Localization,
        reachable: ReachableStateCache
    )
        -> String
    {
        let plural = shown == 1 ? "" : "s"
        guard !selection.all, selection.states == nil else { return "\(shown) reachable state\(plural)" }
        let every = reachable.entries(for: definition, localization: localization).count
        return "\(shown) review state\(plural) of \(every) reachable (--all shows every one)"
    }

    /// One state: its picture and what the inspector would say.
    private static func figure(
        _ button: Button, entry: ContractEntry, label: String, theme: Theme, localization: Localization, scale: Int
    ) -> String {
        var html =
            "<figure class=\"state\" data-state=\"\(ReviewPage.escape(label))\" data-theme=\"\(ReviewPage.escape(theme.name))\" data-locale=\"\(localization.locale.rawValue)\">\n"
        html += "<figcaption>\(ReviewPage.escape(label))</figcaption>\n"
        html += DeviceButtonPicture.inlineSVG(button, theme: theme, localization: localization, scale: scale)
        html += "<table class=\"inspector\">\n"
        let rows: [(String, String)] = [
            ("state", "\(entry.state) \(entry.raw)"), ("title", "\u{201C}\(entry.title)\u{201D} \(entry.titleFrom)"),
            ("style", entry.tokens),
            ("colours", "fg \(entry.foreground) · bg \(entry.background) · border \(entry.border)"),
            ("contrast", "\(entry.contrast):1"), ("reads", entry.reads), ("tap", entry.tap),
        ]
        for (name, value) in rows {
            html += "<tr><th>\(name)</th><td class=\"\(name)\">\(ReviewPage.escape(Self.cut(value)))</td></tr>\n"
        }
        return html + "</table>\n</figure>\n"
    }

    /// The most characters of one value the sheet shows (in a table or a contract line); a longer one
    /// (a 10,000-character title) ends in `…` and says how long it is, so the page stays
    /// small. `button-sim contract` prints every value whole.
    static let longestShown = 300

    static func cut(_ text: String) -> String {
        guard text.count > longestShown else { return text }
        return String(text.prefix(longestShown)) + "… (\(text.count) characters)"
    }

    /// The entry with each text value cut as ``cut(_:)`` cuts it.
    static func shortened(_ entry: ContractEntry) -> ContractEntry {
        var shown = entry
        shown.title = cut(entry.title)
        shown.titleFrom = cut(entry.titleFrom)
        shown.tokens = cut(entry.tokens)
        shown.reads = cut(entry.reads)
        shown.tap = cut(entry.tap)
        return shown
    }

    /// The audit's totals over the themes: the same counts `audit --theme` prints, one
    /// clause per theme.
    private static func totalsHTML(_ audits: [(theme: String, report: AuditReport)]) -> String {
        let findings = audits.reduce(0) { $0 + $1.report.findings.count }
        let waived = audits.reduce(0) { $0 + $1.report.waived.count }
        let exempt = audits.reduce(0) { $0 + $1.report.exempt.count }
        let each = audits.map { audit in
            let report = audit.report
            return
                "\(ReviewPage.escape(audit.theme)): \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s"), "
                + "\(report.waived.count) waived, \(report.exempt.count) exempt"
        }
        return "<p class=\"totals\" data-findings=\"\(findings)\" data-waived=\"\(waived)\" data-exempt=\"\(exempt)\">"
            + "Audit in \(audits.first?.report.environments ?? 0) environments: \(each.joined(separator: "; "))</p>\n"
    }

    /// The audit's findings that show in one button, in each theme: failing, waived and
    /// exempt, each one line.
    private static func findingsHTML(_ audits: [(theme: String, report: AuditReport)], button: String) -> String {
        var items: [String] = []
        for (theme, report) in audits {
            let prefix = audits.count > 1 ? "\(theme) · " : ""
            let lists: [(kind: String, found: [AuditFinding])] = [
                ("finding", report.findings), ("finding waived", report.waived), ("finding exempt", report.exempt),
            ]
            for (kind, found) in lists {
                for finding in found where finding.covers(button) {
                    items.append(
                        "<li class=\"\(kind)\" data-rule=\"\(finding.rule.rawValue)\">"
                            + ReviewPage.escape(prefix + finding.line) + "</li>\n")
                }
            }
        }
        guard !items.isEmpty else { return "<p class=\"ok findings\">No findings.</p>\n" }
        return "<h3>Findings</h3>\n<ul class=\"findings\">\n" + items.joined() + "</ul>\n"
    }
}
