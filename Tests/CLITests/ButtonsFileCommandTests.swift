import ButtonKitTestSupport
import Foundation
import Testing

/// `--buttons FILE` everywhere, and `buttons check`, run on the built binary.
@Suite("Your own button files")
struct ButtonsFileCommandTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }
    static let examples = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples")

    func temporaryFile(_ text: String, name: String = "mine.json") throws -> URL {
        // Inside the CLI's home, which goes when the test ends.
        let folder = cli.home.appendingPathComponent("button-sim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func play(_ file: URL, _ keys: String, _ extra: [String] = []) throws -> PlayState {
        let result = try cli.run(["play", "--buttons", file.path, "--keys", keys, "--format", "json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(PlayState.self, from: Data(result.stdout.utf8))
    }

    @Test func subscribeGoesPendingThenSubscribed() throws {
        let file = Self.examples.appendingPathComponent("subscribe.json")
        let pending = try play(file, "space wait:200ms")
        #expect(pending["subscribe"]?.state == ["disabled", "pending"])
        #expect(pending["subscribe"]?.title == "Pending…")
        #expect(pending["subscribe"]?.raw == 0x0004_0002)
        #expect(pending["subscribe"]?.mode == "requesting")
        let subscribed = try play(file, "space wait:200ms wait:1s", ["--locale", "zh"])
        #expect(subscribed["subscribe"]?.state == ["selected"])
        #expect(subscribed["subscribe"]?.title == "已订阅")
        // Its custom key: p toggles pending; `afterwards: restore` keeps a disable asked meanwhile.
        let restored = try play(file, "p e p")
        #expect(restored["subscribe"]?.enabled == false)
    }

    @Test func confirmDeleteAsksThenFallsBackAfterThreeSeconds() throws {
        let file = Self.examples.appendingPathComponent("confirm-delete.json")
        let armed = try play(file, "space wait:200ms")
        #expect(armed["delete"]?.title == "Tap again to delete")
        #expect(armed["delete"]?.mode == "confirming")
        let fellBack = try play(file, "space wait:200ms wait:3s")
        #expect(fellBack["delete"]?.title == "Delete")
        #expect(fellBack["delete"]?.mode == "ready")
        let deleted = try play(file, "space wait:200ms space wait:200ms wait:1s")
        #expect(deleted["delete"]?.title == "Deleted")
        #expect(deleted["delete"]?.enabled == false)
        #expect(deleted["delete"]?.mode == "deleted")
    }

    @Test func aKeyTheTargetHasNoStateForSaysSo() throws {
        let result = try cli.run(["play", "--keys", "tab l", "--size", "100x30"])
        #expect(result.stdout.contains("modal has no state or event for key l"))
    }

    @Test func renderAndGalleryTakeTheFile() throws {
        let file = Self.examples.appendingPathComponent("subscribe.json")
        let render = try cli.run(["render", "--buttons", file.path, "--button", "subscribe", "--state", "pending"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("Pending…"))
        let gallery = try cli.run(["gallery", "--all", "--buttons", file.path])
        #expect(gallery.stdout.contains("S|D|P 0x40006"))
        let unknown = try cli.run(["render", "--buttons", file.path, "--button", "follow"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "button-sim: render: unknown button 'follow'; valid: subscribe\n")
    }

    @Test func aBrokenFileIsOneLinePerProblemAndExit1() throws {
        let file = try temporaryFile(
            "{\"buttons\": [{\"id\": \"a\", \"size\": \"huge\", \"states\": {\"p\": {\"key\": \"q\"}}}]}")
        for command in [["play", "--keys", "s"], ["render", "--button", "a"], ["gallery"], ["buttons", "check"]] {
            let arguments = command.first == "buttons" ? command + [file.path] : command + ["--buttons", file.path]
            let result = try cli.run(arguments)
            #expect(result.status == 1, "\(command)")
            let lines = (result.stderr + result.stdout).split(separator: "\n").map(String.init)
            #expect(
                lines.contains { $0.hasSuffix("buttons[0].size: \"huge\" is not one of small, medium") },
                "\(command): \(lines)")
            #expect(
                lines.contains { $0.contains("buttons[0].states.p.key: key \"q\" is one of the simulator's own keys") },
                "\(command)")
        }
    }

    @Test func aVariantTheThemeLacksNamesBothFiles() throws {
        let file = try temporaryFile("{\"buttons\": [{\"id\": \"a\", \"variant\": \"brand\"}]}")
        let result = try cli.run(["play", "--buttons", file.path, "--keys", "s"])
        #expect(result.status == 1)
        // Both files: the button file with its path, the theme by its file (or "built-in theme").
        #expect(result.stderr.hasPrefix("button-sim: \(file.path): buttons[0].variant: variant \"brand\" is not in "))
        #expect(result.stderr.contains("default"))
        #expect(
            result.stderr.hasSuffix(
                "(it has primary, secondary, link, success, danger, on-color, on-color-secondary, on-color-link)\n"))
    }

    /// `buttons check --theme` checks the files given against the theme, not the built-in
    /// board: a theme without the `danger` button suits a file that does not use it.
    @Test func buttonsCheckJudgesOnlyTheFilesGivenAgainstTheTheme() throws {
        let source = BuiltProduct.packageRoot.appendingPathComponent("Themes/default.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        var theme = try #require(document["theme"] as? [String: Any])
        var color = try #require(theme["color"] as? [String: Any])
        var button = try #require(color["button"] as? [String: Any])
        #expect(button.removeValue(forKey: "danger") != nil)
        color["button"] = button
        theme["color"] = color
        document["theme"] = theme
        let themeFile = try temporaryFile("", name: "no-danger.json")
        try JSONSerialization.data(withJSONObject: document).write(to: themeFile)

        let suits = try temporaryFile("{\"buttons\": [{\"id\": \"a\", \"variant\": \"primary\"}]}")
        let suitsResult = try cli.run(["buttons", "check", suits.path, "--theme", themeFile.path])
        #expect(suitsResult.status == 0, "\(suitsResult.stdout)\(suitsResult.stderr)")
        #expect(suitsResult.stdout.hasPrefix("\(suits.path): valid (1 button"))

        let lacks = try temporaryFile("{\"buttons\": [{\"id\": \"a\", \"variant\": \"danger\"}]}")
        let lacksResult = try cli.run(["buttons", "check", lacks.path, "--theme", themeFile.path])
        #expect(lacksResult.status == 1)
        #expect(lacksResult.stdout.contains("\(lacks.path): buttons[0].variant: variant \"danger\" is not in "))
    }

    @Test func aLocaleTheFileDoesNotDeclareIsRefused() throws {
        let result = try cli.run(["play", "--keys", "s", "--locale", "fr"])
        #expect(result.status == 1)
        #expect(result.stderr == "button-sim: --locale fr: the button file Buttons/default.json declares en, zh\n")
    }

    @Test func buttonsCheckReportsWarningsWithExit0AndJSON() throws {
        let file = Self.examples.appendingPathComponent("subscribe.json")
        // Wide enough that no warning wraps.
        let text = try cli.run(["buttons", "check", file.path], environment: ["COLUMNS": "1000"])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("\(file.path): valid (1 button, "))
        #expect(text.stdout.contains("selected shows \"Subscribed\", but disabled|selected"))
        let json = try cli.run(["buttons", "check", file.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["valid"] as? Bool == true)
    }

    @Test func aThirdLocaleFallsBackToTheFirst() throws {
        let file = try temporaryFile(
            """
            {"locales": ["en", "ja"], "buttons": [{"id": "a", "titles": {"normal": {"en": "Save", "ja": "保存"}, "selected": "Saved"}}]}
            """)
        let state = try play(file, "s", ["--locale", "ja"])
        #expect(state["a"]?.title == "Saved")
        #expect(state.locale == "ja")
        let normal = try play(file, "h", ["--locale", "ja"])
        #expect(normal["a"]?.title == "保存")
    }
}
