import Audit
import ButtonKit
import Definitions
import Testing

/// Each rule: a file that breaks it (with the exact finding line) and one that does not.
@Suite struct AuditRuleTests {
    @Test func contrastFindsWhiteOnWhiteOnceForEveryStateThatShowsIt() throws {
        let bad = """
            {"buttons": [{"id": "ghost", "configuration": {"style": "filled", "title": "Go", \
            "baseBackgroundColor": "theme.color.palette.surface"}}]}
            """
        let lines = try AuditFixtures.lines(bad, rule: .contrast)
        // One finding per colour pair, every state that shows it (the first three named), in
        // the 48 environments drawn on a white page: light, with and without Increase Contrast.
        #expect(
            lines == [
                "contrast: text 1.00:1 (#FFFFFF on #FFFFFF); needs 4.50:1 · ghost (normal; selected; focused; 1 more state) · xs (and 47 more environments)",
                "contrast: text 1.60:1 (#FFFFFF on #CCCCCC); needs 4.50:1 · ghost (highlighted; highlighted+selected; highlighted+focused; 1 more state) · xs (and 47 more environments)",
            ])
        // The colours as a terminal shows them are measured only for the terminal look.
        #expect(!lines.contains { $0.contains("as an xterm-256 terminal shows it") })
        let terminal = Auditor.audit(
            try AuditFixtures.board(bad), theme: .builtInDefault, rules: [.contrast], depths: [.exact, .xterm256])
        #expect(terminal.findings.count == 4)
        #expect(
            terminal.findings[1].line.contains("text 1.00:1 as an xterm-256 terminal shows it (#FFFFFF on #FFFFFF)"))
        #expect(
            try AuditFixtures.lines(#"{"buttons": [{"id": "go", "titles": {"normal": "Go"}}]}"#, rule: .contrast)
                .isEmpty)
    }

    @Test func disabledStatesAreExemptButListed() throws {
        let report = Auditor.audit(
            try AuditFixtures.board(#"{"buttons": [{"id": "go", "titles": {"normal": "Go"}}]}"#),
            theme: .builtInDefault, rules: [.contrast])
        #expect(report.passed)
        #expect(!report.exempt.isEmpty)
        #expect(
            report.exempt.allSatisfy { finding in
                finding.buttons.allSatisfy { $0.states.allSatisfy { $0.contains("disabled") } }
                    && finding.measured.hasSuffix("disabled, exempt")
            })
    }

    @Test func hitTargetFindsASmallButton() throws {
        let lines = try AuditFixtures.lines(
            #"{"buttons": [{"id": "tiny", "size": "small", "titles": {"normal": "Go"}}]}"#, rule: .hitTarget)
        #expect(
            lines == [
                "hit-target: small button 43 x 32 pt; needs 44 x 44 pt · tiny (normal) · en · xs (and 47 more environments)"
            ])
        #expect(
            try AuditFixtures.lines(#"{"buttons": [{"id": "go", "titles": {"normal": "Go"}}]}"#, rule: .hitTarget)
                .isEmpty)
    }

    @Test func labelFindsALoadingStateWithNothingToRead() throws {
        let bad = """
            {"buttons": [{"id": "save", "titles": {"normal": "Save"}, \
            "states": {"loading": {"key": "l", "spinner": true, "hidesTitle": true}}}]}
            """
        #expect(
            try AuditFixtures.lines(bad, rule: .label) == [
                "label: VoiceOver reads only \"button\"; needs an accessibility label where no title shows · "
                    + "save (loading; highlighted+loading; disabled+loading; 13 more states) · en · xs (and 95 more environments)"
            ])
        let good = bad.replacingOccurrences(
            of: "\"hidesTitle\": true", with: "\"hidesTitle\": true, \"accessibilityLabel\": \"Saving\"")
        #expect(try AuditFixtures.lines(good, rule: .label).isEmpty)
    }

    /// A fixed label reads the same while the machine's title moves on: one finding per pair of
    /// machine states; without the label the readings follow the titles.
    @Test func labelFindsMachineStatesAFixedLabelReadsAlike() throws {
        let labelled = """
            {"buttons": [{"id": "save", "accessibilityLabel": "Save document", "machine": {"initial": "idle", \
            "states": {"idle": {"title": "Save", "on": {"tap": "saved"}}, \
            "saved": {"title": "Saved", "on": {"tap": "idle"}}}}}]}
            """
        let lines = try AuditFixtures.lines(labelled, rule: .label)
        #expect(lines.count == 1, "\(lines)")
        #expect(
            lines.first?.hasPrefix(
                "label: reads \"Save document, button\" as idle: normal does, though its title is \"Saved\", not \"Save\"; "
                    + "needs a reading that follows the title") == true, "\(lines)")
        let unlabelled = labelled.replacingOccurrences(of: "\"accessibilityLabel\": \"Save document\", ", with: "")
        #expect(try AuditFixtures.lines(unlabelled, rule: .label).isEmpty)
    }

    @Test func truncationNamesTheFirstContentSizeAndTheLocale() throws {
        let bad = """
            {"locales": ["en", "zh"], "buttons": [{"id": "join", "maxWidth": 200, \
            "titles": {"normal": {"en": "Join", "zh": "确认订阅"}}}]}
            """
        let lines = try AuditFixtures.lines(bad, rule: .truncation)
        // Four ideographs are four ems: 4 x 33 pt + 2 x 47 pt of padding passes 200 pt at ax2 first.
        #expect(
            lines.first
                == "truncation: \"确认订阅\" needs 2 lines at 33 pt (headline), shown as \"确认…\"; "
                + "needs at most 1 line within 200 pt · join (normal) · zh · ax2 (and 31 more environments)")
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("truncation: \"Join\" needs 2 lines at 47 pt") == true)
        #expect(lines.last?.hasSuffix(" · join (normal) · en · ax4 (and 15 more environments)") == true)
        let wraps = bad.replacingOccurrences(of: "\"maxWidth\": 200", with: "\"maxWidth\": 200, \"lines\": 0")
        #expect(try AuditFixtures.lines(wraps, rule: .truncation).isEmpty)
    }

    @Test func lookAlikeFindsASelectionThatDisappearsWhenDisabled() throws {
        let bad = #"{"buttons": [{"id": "pin", "variant": "secondary", "titles": {"normal": "Pin"}}]}"#
        #expect(
            try AuditFixtures.lines(bad, rule: .lookAlike) == [
                "look-alike: drawn exactly like disabled; needs a visible difference where selected or a custom "
                    + "state differs · pin (disabled+selected) · xs (and 95 more environments)"
            ])
        let good = """
            {"buttons": [{"id": "pin", "variant": "secondary", \
            "titles": {"normal": "Pin", "selected": "Pinned", "selected|disabled": "Pinned"}}]}
            """
        #expect(try AuditFixtures.lines(good, rule: .lookAlike).isEmpty)
    }

    @Test func aCustomStateThatShowsNothingIsOneFindingNotOnePerCombination() throws {
        // Two keyed custom states with no look or reading of their own: each is one problem,
        // and their combination is the same two problems again, not a third.
        let file = """
            {"buttons": [{"id": "tag", "variant": "secondary", \
            "titles": {"normal": "Tag", "selected": "Tagged", "selected|disabled": "Tagged"}, \
            "states": {"pinned": {"bit": 16, "key": "a"}, "muted": {"bit": 17, "key": "b"}}}]}
            """
        let threshold = "needs a visible difference where selected or a custom state differs"
        #expect(
            try AuditFixtures.lines(file, rule: .lookAlike) == [
                "look-alike: drawn exactly like normal, as are 8 more pairs that differ only in pinned; \(threshold) "
                    + "· tag (pinned) · xs (and 95 more environments)",
                "look-alike: drawn exactly like normal, as are 8 more pairs that differ only in muted; \(threshold) "
                    + "· tag (muted) · xs (and 95 more environments)",
                // UIKit's lookup: selected with a custom state has no title of its own, so "Tag".
                "look-alike: drawn exactly like pinned, as are 11 more pairs that differ only in selected; "
                    + "\(threshold) · tag (selected+pinned) · xs (and 95 more environments)",
            ])
        #expect(
            try AuditFixtures.lines(file, rule: .label) == [
                "label: reads \"Tag, button\", the same as normal, as do 15 more states that differ only in pinned; "
                    + "needs a reading of its own · tag (pinned) · en · xs (and 95 more environments)",
                "label: reads \"Tag, button\", the same as normal, as do 15 more states that differ only in muted; "
                    + "needs a reading of its own · tag (muted) · en · xs (and 95 more environments)",
            ])
    }

    @Test func eightCustomStatesThatShowNothingAreEightFindingsNotTheirCombinations() throws {
        // The 64 x 8 board's first button: 256 combinations of its keyed states used to be
        // 260,418 findings on the board; each state is one problem, whatever it combines with.
        let keys = Array("abdijk01")
        let states = (0..<8).map { "\"s\($0)\": {\"bit\": \(16 + $0), \"key\": \"\(keys[$0])\"}" }
        let file = """
            {"buttons": [{"id": "b0", "titles": {"normal": "Button 0"}, \
            "states": {\(states.joined(separator: ", "))}}]}
            """
        let report = Auditor.audit(try AuditFixtures.board(file), theme: .builtInDefault, rules: [.lookAlike, .label])
        let named = (0..<8).map { "s\($0)" }
        #expect(
            report.findings.filter { $0.rule == .label }.map { $0.buttons.first?.states ?? [] } == named.map { [$0] })
        let alike = report.findings.filter { $0.rule == .lookAlike }.map { $0.buttons.first?.states ?? [] }
        #expect(alike.prefix(8).map { $0 } == named.map { [$0] })
        #expect(report.findings.count <= 9 + 8, "\(report.findings.map(\.line))")
    }

    @Test func focusFindsAnInvisibleRing() throws {
        let file = #"{"buttons": [{"id": "go", "titles": {"normal": "Go"}}]}"#
        #expect(
            try AuditFixtures.lines(file, rule: .focus, theme: AuditFixtures.paleAccentTheme()) == [
                "focus: no focused colours, and the focus ring #FFFFFF on #FFFFFF is 1.00:1; needs focused colours, "
                    + "or a ring of 3.00:1 · go (focused) · xs (and 95 more environments)"
            ])
        #expect(try AuditFixtures.lines(file, rule: .focus).isEmpty)
    }

    @Test func aWaiverKeepsTheFindingWithItsReasonAndPasses() throws {
        let file = """
            {"buttons": [{"id": "tiny", "size": "small", "titles": {"normal": "Go"}, \
            "audit": {"waive": {"hit-target": "an inline link in body text"}}}]}
            """
        let report = Auditor.audit(try AuditFixtures.board(file), theme: .builtInDefault, rules: [.hitTarget])
        #expect(report.passed)
        #expect(report.waived.map(\.waiver) == ["an inline link in body text"])
        #expect(report.text.contains("waived: an inline link in body text"))
    }

    @Test func theBuiltInBoardPassesWithItsWaivers() throws {
        let report = Auditor.audit(try AuditFixtures.board(BuiltInBoardJSON.json), theme: .builtInDefault)
        #expect(report.passed, "\(report.findings.map(\.line))")
        #expect(report.environments == 96)
        #expect(report.waived.allSatisfy { !($0.waiver ?? "").isEmpty })
    }
}
