import ButtonKit
import DeviceLook
import Escaping
import Theming

/// The review sheet: one self-contained HTML page (``ReviewPage``) for a pull request or a
/// chat thread. Per button and locale: every reachable state in the device look for each
/// theme, with what the inspector says about it (flags and raw value, title and where it
/// came from, tokens, colours, contrast, what VoiceOver reads, what a tap sends); the
/// findings; and the button's contract lines. Built over ``ReachableStates`` through
/// ``ContractEntry``, the same bytes on every run.
public enum ReviewSheet {
    /// The page.
    /// - Parameters:
    ///   - board: The buttons.
    ///   - name: The board's name (`like.json`, `built-in`).
    ///   - themes: The themes, in the order asked for.
    ///   - locales: The locales, in the order asked for.
    ///   - scale: Pixels per point of the pictures.
    public static func html(
        board: BoardDefinition, name: String, themes: [Theme], locales: [LocaleTag], scale: Int = 1
    ) -> String {
        var body = "<h1>Button review: \(ReviewPage.escape(name))</h1>\n"
        body +=
            "<p class=\"summary\">\(board.buttons.count) button\(board.buttons.count == 1 ? "" : "s") · themes \(themes.map { ReviewPage.escape($0.name) }.joined(separator: ", ")) · locales \(locales.map(\.rawValue).joined(separator: ", "))</p>\n"
        var allFindings: [ReviewFinding] = []
        var sections = ""
        for definition in board.buttons {
            var section =
                "<section class=\"button\" id=\"button-\(ReviewPage.escape(definition.id.rawValue))\" data-button=\"\(ReviewPage.escape(definition.id.rawValue))\">\n"
            section += "<h2><code>\(ReviewPage.escape(definition.id.rawValue))</code></h2>\n"
            section += "<p class=\"muted\">\(ReviewPage.escape(GalleryStates.legend(for: definition)))</p>\n"
            var contractLines: [String] = []
            var findings: [ReviewFinding] = []
            for locale in locales {
                let localization = Localization(locale: locale, development: board.developmentLocale)
                let reachable = ReachableStates.entries(for: definition, localization: localization)
                for theme in themes {
                    section +=
                        "<h3>\(ReviewPage.escape(theme.name)) · \(locale.rawValue) <span class=\"muted\">\(reachable.count) reachable state\(reachable.count == 1 ? "" : "s")</span></h3>\n<div class=\"states\">\n"
                    for state in reachable {
                        let entry = ContractEntry(state.button, theme: theme, localization: localization)
                        contractLines.append(Self.shortened(entry).line)
                        let label = (state.mode.map { $0 + " · " } ?? "") + state.label
                        if let finding = ReviewFinding.contrast(entry, label: label) { findings.append(finding) }
                        section += figure(
                            state.button, entry: entry, label: label, theme: theme, localization: localization,
                            scale: scale)
                    }
                    section += "</div>\n"
                }
            }
            section += findingsHTML(findings)
            section +=
                "<details class=\"contract\"><summary>Contract (\(contractLines.count) line\(contractLines.count == 1 ? "" : "s"))</summary>\n<pre>"
                + contractLines.map(ReviewPage.escape).joined(separator: "\n") + "</pre></details>\n"
            section += "</section>\n"
            sections += section
            allFindings += findings
        }
        let active = allFindings.filter { !$0.isExempt }.count
        body +=
            "<p class=\"totals\" data-findings=\"\(active)\" data-exempt=\"\(allFindings.count - active)\">\(active) finding\(active == 1 ? "" : "s"), \(allFindings.count - active) exempt</p>\n"
        body +=
            "<nav><ul>"
            + board.buttons.map {
                "<li><a href=\"#button-\(ReviewPage.escape($0.id.rawValue))\">\(ReviewPage.escape($0.id.rawValue))</a></li>"
            }.joined() + "</ul></nav>\n"
        return ReviewPage.document(title: "Button review: \(name)", body: body + sections)
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

    private static func findingsHTML(_ findings: [ReviewFinding]) -> String {
        guard !findings.isEmpty else { return "<p class=\"ok findings\">No findings.</p>\n" }
        var html = "<h3>Findings</h3>\n<ul class=\"findings\">\n"
        for finding in findings {
            html +=
                "<li class=\"finding\(finding.isExempt ? " exempt" : "")\" data-rule=\"\(finding.rule)\">\(ReviewPage.escape(finding.line))</li>\n"
        }
        return html + "</ul>\n"
    }
}
