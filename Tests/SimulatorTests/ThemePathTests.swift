import ButtonKit
import ButtonKitTestSupport
import Foundation
import Runtime
import Simulator
import Testing
import Theming

/// A theme given by path is the file given: the probe found an explicit
/// `--theme b/tokens.json` replaced by a saved `a/tokens.json` (the same base name), and
/// live reload then watching `a`.
@Suite("Themes by path")
@MainActor
struct ThemePathTests {
    @Test func anExplicitThemeFileWinsOverASavedOneOfTheSameName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = BuiltProduct.packageRoot.appendingPathComponent("Themes")
        let a = folder.appendingPathComponent("a/tokens.json"), b = folder.appendingPathComponent("b/tokens.json")
        for (file, source) in [(a, "default.json"), (b, "dark.json")] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(source), to: file)
        }
        let stateFile = folder.appendingPathComponent("state.json").path
        let size = TerminalSize(columns: 100, rows: 30)
        let first = try AppLauncher.prepare(
            LaunchOptions(theme: a.path, stateFile: stateFile), size: size, monochrome: false,
            useDefaultStateFile: false, themeFolders: [])
        let driver = Program(
            state: first.state, scheduler: ManualScheduler(), catalog: first.catalog, stateStore: first.store)
        driver.send(.quitRequested)
        let saved = try String(contentsOfFile: stateFile, encoding: .utf8)
        #expect(saved.contains("a\\/tokens.json") || saved.contains("a/tokens.json"), "\(saved)")

        let second = try AppLauncher.prepare(
            LaunchOptions(theme: b.path, stateFile: stateFile), size: size, monochrome: false,
            useDefaultStateFile: false, themeFolders: [])
        let dark = try ThemeLoader.load(contentsOf: b).get()
        #expect(second.state.screen.theme.chrome == dark.chrome)
        // The file live reload watches is the one given.
        #expect(second.catalog.entry(named: second.state.screen.theme.name)?.url?.path == b.path)
    }
}
