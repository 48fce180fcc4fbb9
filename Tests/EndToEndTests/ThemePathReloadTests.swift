import ButtonKitTestSupport
import Foundation
import Testing

/// A theme given by path is the file shown and the file watched, even when the state file
/// was saved with another file of the same name.
@Suite("Theme file by path, live", .serialized)
struct ThemePathReloadTests {
    @Test func anExplicitThemeFileWinsOverASavedOneOfItsNameAndItsEditIsReloaded() throws {
        let folder = try TemporaryFolder("theme-path-live")
        let themes = BuiltProduct.packageRoot.appendingPathComponent("Themes")
        let a = folder.path("a/tokens.json"), b = folder.path("b/tokens.json")
        for (file, source) in [(a, "default.json"), (b, "dark.json")] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: themes.appendingPathComponent(source), to: file)
        }
        let stateFile = folder.path("state.json")
        // A state saved with a/tokens.json, as quitting a session on it leaves it.
        let saving = try TmuxSession(arguments: ["--theme", a.path, "--state-file", stateFile.path])
        try saving.waitFor("theme tokens")
        try saving.send("q")
        try saving.waitFor("EXITED:0")
        #expect(try String(contentsOf: stateFile, encoding: .utf8).contains("a\\/tokens.json"))

        let tmux = try TmuxSession(
            arguments: ["--theme", b.path, "--state-file", stateFile.path, "--locale", "zh"], columns: 160)
        try tmux.waitFor("restored the state saved in")
        // A broken edit of b is reported from b: b is the file read and watched.
        let dark = try Data(contentsOf: b)
        try Data(dark.prefix(dark.count / 2)).write(to: b)
        let broken = try tmux.waitFor("kept theme")
        #expect(broken.contains("b/tokens.json:"))
        #expect(!broken.contains("a/tokens.json"))
        try dark.write(to: b)
        try tmux.waitFor(timeout: 15, "the reload") { !$0.contains("kept theme") && $0.contains("\n theme tokens") }
    }
}
