import ButtonKit
import Foundation
import Headless
import Testing

/// ``HeadlessInput``: the board and themes a command reads, loaded in process with no
/// state file, and the lines and exit codes the command prints when they do not load.
@Suite("headless input")
struct HeadlessInputTests {
    @Test("the built-in board in the default theme")
    func builtIn() throws {
        let input = try HeadlessInput.load(buttons: nil, themeFolders: [])
        #expect(input.name == "built-in")
        #expect(input.themes.map(\.name) == ["default"])
        #expect(input.board.buttons.map(\.id.rawValue).contains("follow"))
    }

    @Test("a comma list of themes loads each, in order")
    func themeList() throws {
        let input = try HeadlessInput.load(
            buttons: nil, themes: HeadlessInput.themeList("dark,default"), themeFolders: [])
        #expect(input.themes.map(\.name) == ["dark", "default"])
    }

    @Test("an unknown theme is a theme error: exit 3")
    func unknownTheme() {
        #expect(throws: HeadlessFailure.self) {
            try HeadlessInput.load(buttons: nil, themes: ["no-such-theme"], themeFolders: [])
        }
        do {
            _ = try HeadlessInput.load(buttons: nil, themes: ["no-such-theme"], themeFolders: [])
        } catch {
            #expect(error.exitCode == 3)
            #expect(error.messages.count == 1)
            #expect(error.messages[0].hasPrefix("no-such-theme: "))
        }
    }

    @Test("a locale the board lacks is a button-file error: exit 1")
    func unknownLocale() {
        do {
            _ = try HeadlessInput.load(buttons: nil, locale: LocaleTag(rawValue: "fr"), themeFolders: [])
            Issue.record("loaded")
        } catch {
            #expect(error.exitCode == 1)
            #expect(error.messages == ["--locale fr: the button file Buttons/default.json declares en, zh"])
        }
    }

    @Test("a missing button file says so: exit 1")
    func missingFile() {
        do {
            _ = try HeadlessInput.load(buttons: "/nonexistent/buttons.json", themeFolders: [])
            Issue.record("loaded")
        } catch {
            #expect(error.exitCode == 1)
            #expect(error.messages.first?.contains("/nonexistent/buttons.json") == true)
        }
    }

    @Test("review locales: every one by default, an unknown one is a bad argument")
    func locales() throws {
        let input = try HeadlessInput.load(buttons: nil, themeFolders: [])
        #expect(try input.locales(nil, command: "contract").map(\.rawValue) == ["en", "zh"])
        #expect(try input.locales("ZH,en,zh", command: "contract").map(\.rawValue) == ["zh", "en"])
        #expect(throws: HeadlessFailure.invalidArgument("sheet: built-in has no locale 'fr'; locales: en, zh")) {
            try input.locales("fr", command: "sheet")
        }
    }
}
