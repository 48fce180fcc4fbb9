import Audit
import ButtonKit
import ButtonKitTestSupport
import Definitions
import Foundation
import Testing
import Theming

/// Button files for the audit's tests, loaded by the real loader.
enum AuditFixtures {
    /// The board of a button file's text.
    static func board(_ json: String) throws -> BoardDefinition {
        try BoardLoader.load(data: Data(json.utf8), fileName: "test.json", reservedKeys: []).get().board
    }

    /// The audit's text lines for `json` in the default theme, every environment, one rule.
    static func lines(_ json: String, rule: AuditRule, theme: Theme = .builtInDefault) throws -> [String] {
        let report = Auditor.audit(try board(json), theme: theme, rules: [rule])
        return report.findings.map(\.line)
    }

    /// The default theme with its accent (the focus ring) turned the surface's white.
    static func paleAccentTheme() throws -> Theme {
        let url = BuiltProduct.packageRoot.appendingPathComponent("Themes/default.json")
        let json = try String(contentsOf: url, encoding: .utf8)
        let pale = json.replacingOccurrences(
            of: "\"accent\": {\n          \"$value\": \"{theme.color.palette.brand-text}\"",
            with: "\"accent\": {\n          \"$value\": \"{theme.color.palette.surface}\"")
        return try ThemeLoader.load(data: Data(pale.utf8), fileName: "pale.json").get()
    }
}
