import ButtonKit
import DeviceLook
import Escaping

extension ReviewDiff {
    /// A self-contained HTML page: per button its parts, then each changed state with the
    /// old and the new look side by side in the device look and a table of what changed;
    /// a state reachable now shows only its new look, one no longer reachable its old.
    /// - Parameter scale: Pixels per point of the pictures.
    public func html(scale: Int = 1) -> String {
        var body = "<h1>Button changes</h1>\n"
        body += "<p class=\"summary\">\(ReviewPage.escape(heading)) · \(ReviewPage.escape(summary))</p>\n"
        if !localeChanges.isEmpty {
            body += "<ul>"
            for change in localeChanges {
                body +=
                    "<li>Locale <code>\(ReviewPage.escape(change.locale.rawValue))</code> \(change.kind.rawValue)</li>"
            }
            body += "</ul>\n"
        }
        for button in buttons {
            body +=
                "<section class=\"button \(button.kind.rawValue)\" data-button=\"\(ReviewPage.escape(button.id))\">\n"
            body +=
                "<h2><code>\(ReviewPage.escape(button.id))</code>\(button.kind == .changed ? "" : " (\(button.kind.rawValue))")</h2>\n"
            if !button.parts.isEmpty {
                body += "<ul class=\"parts\">\n"
                for part in button.parts {
                    body +=
                        "<li class=\"\(part.kind.rawValue)\">\(Self.verb(part.kind)) \(ReviewPage.escape(part.group)): <code>\(ReviewPage.escape(part.text))</code></li>\n"
                }
                body += "</ul>\n"
            }
            for state in button.states { body += stateHTML(state, scale: scale) }
            body += "</section>\n"
        }
        return ReviewPage.document(title: "Button changes: \(old.name) -> \(new.name)", body: body)
    }

    private func stateHTML(_ state: StateChange, scale: Int) -> String {
        let words =
            switch state.kind {
            case .changed: "changed"
            case .added: "reachable now"
            case .removed: "no longer reachable"
            }
        var html =
            "<div class=\"state \(state.kind.rawValue)\" data-state=\"\(ReviewPage.escape(state.label))\" data-locale=\"\(state.locales.map(\.rawValue).joined(separator: ", "))\">\n"
        html +=
            "<h3>\(ReviewPage.escape(state.label)) <span class=\"muted\">[\(state.locales.map(\.rawValue).joined(separator: ", "))] \(words)</span></h3>\n"
        html += "<div class=\"pair\">\n"
        let localization = { (board: BoardDefinition) in
            Localization(locale: state.locale, development: board.developmentLocale)
        }
        if let before = state.old {
            html += figure(
                "Before (\(old.theme.name))",
                DeviceButtonPicture.inlineSVG(
                    before.button, theme: old.theme, localization: localization(old.board), scale: scale))
        }
        if let after = state.new {
            html += figure(
                "After (\(new.theme.name))",
                DeviceButtonPicture.inlineSVG(
                    after.button, theme: new.theme, localization: localization(new.board), scale: scale))
        }
        html += "</div>\n"
        if !state.fields.isEmpty {
            html += "<table><tr><th>Field</th><th>Before</th><th>After</th></tr>\n"
            for field in state.fields {
                html +=
                    "<tr><td>\(ReviewPage.escape(field.name))</td><td class=\"old\">\(ReviewPage.escape(field.old))</td><td class=\"new\">\(ReviewPage.escape(field.new))</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</div>\n"
    }

    private func figure(_ caption: String, _ svg: String) -> String {
        "<figure><figcaption>\(ReviewPage.escape(caption))</figcaption>\n\(svg)</figure>\n"
    }
}
