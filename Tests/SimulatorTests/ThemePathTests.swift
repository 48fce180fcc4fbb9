import ButtonKit
import ButtonKitTestSupport
import Foundation
import Persistence
import Runtime
import Simulator
import Testing
import Theming

/// A theme file is identified by its full path: the probe found an explicit
/// `--theme b/tokens.json` replaced by a saved `a/tokens.json` (the same base name), live
/// reload then watching `a`, and two files of one name replacing each other in `t`.
@Suite("Themes by path")
@MainActor
struct ThemePathTests {
    let folder: TemporaryFolder
    /// `a/tokens.json`, a copy of the shipped default theme.
    let a: URL
    /// `b/tokens.json`, a copy of the shipped dark theme.
    let b: URL
    let size = TerminalSize(columns: 100, rows: 30)

    init() throws {
        folder = try TemporaryFolder("theme-path")
        a = folder.path("a/tokens.json")
        b = folder.path("b/tokens.json")
        let root = BuiltProduct.packageRoot.appendingPathComponent("Themes")
        for (file, source) in [(a, "default.json"), (b, "dark.json")] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(source), to: file)
        }
    }

    var stateFile: String { folder.path("state.json").path }

    /// A program over the in-memory terminal, as `run` starts it.
    func program(_ prepared: AppLauncher.Prepared, host: WatchRecorder? = nil) -> (Program, InMemoryTerminal) {
        let terminal = InMemoryTerminal(columns: size.columns, rows: size.rows)
        let program = Program(
            state: prepared.state, scheduler: ManualScheduler(), catalog: prepared.catalog,
            stateStore: prepared.store, backend: terminal)
        program.host = host
        program.send(.started)
        return (program, terminal)
    }

    func prepare(_ options: LaunchOptions, themeFolders: [URL] = []) throws -> AppLauncher.Prepared {
        try AppLauncher.prepare(
            options, size: size, monochrome: false, useDefaultStateFile: false, themeFolders: themeFolders)
    }

    func chrome(_ file: URL) throws -> ChromeColors { try ThemeLoader.load(contentsOf: file).get().chrome }

    /// Saves a state whose theme field says `theme`, as a version that wrote it would.
    func saveState(theme: String) throws {
        let saved = SavedState(BuiltInFixture.state(), theme: theme, buttonsFile: nil)
        try StateFileStore(url: URL(fileURLWithPath: stateFile)).save(saved)
    }

    @Test func anExplicitThemeFileWinsOverASavedOneOfTheSameNameAndIsTheOneWatched() throws {
        let (first, _) = program(try prepare(LaunchOptions(theme: a.path, stateFile: stateFile)))
        first.send(.quitRequested)
        let saved = try String(contentsOfFile: stateFile, encoding: .utf8)
        // The full path is saved, not the name.
        #expect(
            saved.contains(a.standardizedFileURL.path)
                || saved.contains(a.path.replacingOccurrences(of: "/", with: "\\/")), "\(saved)")

        let host = WatchRecorder()
        let (second, _) = program(try prepare(LaunchOptions(theme: b.path, stateFile: stateFile)), host: host)
        #expect(second.state.screen.theme.chrome == (try chrome(b)))
        #expect(host.watched.last == [b.path])

        // Editing a and telling the program a theme file changed changes nothing: it
        // reads b again.
        try FileManager.default.removeItem(at: a)
        try FileManager.default.copyItem(
            at: BuiltProduct.packageRoot.appendingPathComponent("Themes/high-contrast.json"), to: a)
        second.send(.themeFileChanged)
        #expect(second.state.screen.theme.chrome == (try chrome(b)))
        // Editing b reloads b.
        try FileManager.default.removeItem(at: b)
        try FileManager.default.copyItem(
            at: BuiltProduct.packageRoot.appendingPathComponent("Themes/high-contrast.json"), to: b)
        second.send(.themeFileChanged)
        #expect(second.state.screen.theme.chrome == (try chrome(b)))
        #expect(
            second.state.screen.theme.chrome
                != (try chrome(BuiltProduct.packageRoot.appendingPathComponent("Themes/dark.json"))))
    }

    @Test func twoThemesOfOneNameInDifferentFoldersAreBothInTheCycleEachWithItsOwnColours() throws {
        let prepared = try prepare(
            LaunchOptions(fresh: true), themeFolders: [a.deletingLastPathComponent(), b.deletingLastPathComponent()])
        #expect(prepared.catalog.ids.suffix(2) == [a.standardizedFileURL.path, b.standardizedFileURL.path])
        let host = WatchRecorder()
        let (program, terminal) = program(prepared, host: host)
        var seen: [(status: String, chrome: ChromeColors, watched: [String]?)] = []
        for _ in 0..<6 {
            program.send(.input(.key(.character("t"))))
            seen.append((program.state.screen.status?.text ?? "", program.state.screen.theme.chrome, host.watched.last))
            if seen.count == 4 { #expect(terminal.screen.text.contains("theme tokens (a/) · locale")) }
            if seen.count == 5 { #expect(terminal.screen.text.contains("theme tokens (b/) · locale")) }
        }
        #expect(
            seen.map(\.status) == [
                "theme dark", "theme high-contrast", "theme high-contrast-light", "theme tokens (a/)",
                "theme tokens (b/)", "theme default",
            ])
        #expect(seen[3].chrome == (try chrome(a)))
        #expect(seen[4].chrome == (try chrome(b)))
        #expect(seen[3].chrome != seen[4].chrome)
        #expect(seen[3].watched == [a.path])
        #expect(seen[4].watched == [b.path])
        #expect(seen[5].watched == [])
    }

    @Test func aSavedThemeOfTheFolderIsRestoredAndSavedByItsFullPath() throws {
        let folders = [a.deletingLastPathComponent(), b.deletingLastPathComponent()]
        let (program, _) = program(try prepare(LaunchOptions(stateFile: stateFile), themeFolders: folders))
        for _ in 0..<5 { program.send(.input(.key(.character("t")))) }
        #expect(program.state.screen.status?.text == "theme tokens (b/)")
        program.send(.quitRequested)
        let restored = try prepare(LaunchOptions(stateFile: stateFile), themeFolders: folders)
        #expect(restored.state.themeID == b.standardizedFileURL.path)
        #expect(restored.state.screen.themeName == "tokens (b/)")
    }

    @Test func anOldStateFileNamingAThemeRestoresItWhenOneThemeHasThatName() throws {
        try saveState(theme: "tokens")
        let one = try prepare(LaunchOptions(stateFile: stateFile), themeFolders: [b.deletingLastPathComponent()])
        #expect(one.state.themeID == b.standardizedFileURL.path)
        #expect(one.state.screen.theme.chrome == (try chrome(b)))
        #expect(one.state.screen.status?.text == "restored the state saved in \(stateFile)")

        // Two files now have that name: neither is guessed at, and the status line says so.
        let two = try prepare(
            LaunchOptions(stateFile: stateFile),
            themeFolders: [a.deletingLastPathComponent(), b.deletingLastPathComponent()])
        #expect(two.state.themeID == "default")
        #expect(
            two.state.screen.status?.text
                == "restored the state saved in \(stateFile); its theme tokens could be tokens (a/) or tokens (b/), so the default shows"
        )
    }

    @Test func anOldStateFileNamingAThemeByARelativePathRestoresIt() throws {
        // Earlier versions saved `--theme` as given, relative to where the program ran.
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + b.standardizedFileURL.path.dropFirst()
        try saveState(theme: relative)
        let restored = try prepare(LaunchOptions(stateFile: stateFile))
        #expect(restored.state.themeID == b.standardizedFileURL.path)
        #expect(restored.state.screen.theme.chrome == (try chrome(b)))
    }

    @Test func aNameTwoFilesShareIsRefusedForTheme() throws {
        let folders = [a.deletingLastPathComponent(), b.deletingLastPathComponent()]
        #expect(
            throws: LaunchError.theme("tokens: 2 themes have this name (\(a.path), \(b.path)); give one by its path")
        ) {
            try prepare(LaunchOptions(theme: "tokens", fresh: true), themeFolders: folders)
        }
        let byPath = try prepare(LaunchOptions(theme: b.path, fresh: true), themeFolders: folders)
        #expect(byPath.state.screen.theme.chrome == (try chrome(b)))
        #expect(byPath.state.screen.themeName == "tokens (b/)")
    }
}
