import ButtonKit
import Foundation
import Headless
import Testing

/// The smaller jobs in process: what `diff` compares, the audit's environments, the
/// script reader's refusals.
@Suite("headless jobs")
struct JobTests {
    @Test("diff's arguments name one subject, or none")
    func diffSubject() {
        #expect(
            DiffSubject(files: ["a.json", "b.json"], themes: [], revision: nil)
                == .buttons(old: "a.json", new: "b.json", theme: nil))
        #expect(
            DiffSubject(files: ["a.json"], themes: ["dark"], revision: "HEAD")
                == .buttonsAtRevision(file: "a.json", revision: "HEAD", theme: "dark"))
        #expect(DiffSubject(files: [], themes: ["a", "b"], revision: nil) == .themes(old: "a", new: "b"))
        #expect(
            DiffSubject(files: [], themes: ["a"], revision: "HEAD") == .themeAtRevision(file: "a", revision: "HEAD"))
        #expect(DiffSubject(files: ["a.json"], themes: [], revision: nil) == nil)
    }

    @Test("two themes compared on the built-in board: no difference between a theme and itself")
    func diffThemes() throws {
        let diff = try DiffJob.diff(.themes(old: "default", new: "default"), buttons: nil)
        #expect(diff.isEmpty)
    }

    @Test("the audit takes every size, appearance, contrast and direction unless narrowed")
    func auditEnvironments() {
        #expect(AuditJob.environments([]).count == 96)
        #expect(AuditJob.environments([(axis: .appearance, values: ["dark"])]).count == 48)
    }

    @Test("present refuses standard input and missing files in one line each")
    func presenterRefusals() {
        #expect(
            throws: HeadlessFailure.invalidArgument(
                "present: give the script as a file: standard input is the terminal the presenter reads keys from")
        ) { try ScriptFile.presenterScript("-") }
        #expect(
            throws: HeadlessFailure.invalidArgument("present: /nonexistent/s.txt: cannot be presented (no such file)")
        ) {
            try ScriptFile.presenterScript("/nonexistent/s.txt")
        }
    }

    @Test("play reads --keys as the script, and reports a bad token")
    func playScript() throws {
        _ = try ScriptFile.playScript(keys: "space wait:200ms", keysFile: nil)
        #expect(throws: HeadlessFailure.self) { try ScriptFile.playScript(keys: "wait:forever", keysFile: nil) }
        #expect(throws: HeadlessFailure.self) { try ScriptFile.playScript(keys: nil, keysFile: "/nonexistent/keys") }
    }

    @Test("buttons check: the built-in themes check a file; an unknown theme is exit 3")
    func buttonsCheck() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
            .standardized
        let file = root.appendingPathComponent("Buttons/default.json").path
        let checks = try ButtonsCheckJob.checks([file], theme: nil, themeFolders: [])
        #expect(checks.count == 1)
        #expect(checks[0].valid)
        #expect(throws: HeadlessFailure.self) {
            try ButtonsCheckJob.checks([file], theme: "no-such-theme", themeFolders: [])
        }
    }

    @Test("themes check: a built-in theme by name is valid; a missing file is not")
    func themesCheck() throws {
        let checks = try ThemesCheckJob.checks(["dark", "/nonexistent/theme.json"], strict: false, themeFolders: [])
        #expect(checks.map(\.valid) == [true, false])
    }
}
