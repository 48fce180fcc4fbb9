import ButtonKit
import ButtonKitTestSupport
import Foundation
import Rendering
import Runtime
import Simulator
import Testing
import Theming

/// The theme catalog: three built-in themes, user folders overriding them, and `t`
/// skipping a broken theme instead of sticking on it.
@Suite("Theme catalog")
@MainActor
struct ThemeCatalogTests {
    /// A fresh folder holding `files` (name to content); removed by the caller.
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "button-sim-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, content) in files { try Data(content.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    func driver(_ catalog: ThemeCatalog) -> Program {
        let state = AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: catalog.ids, themeLabels: catalog.labels)
        let driver = Program(state: state, scheduler: ManualScheduler(), catalog: catalog, stateStore: nil)
        driver.send(.started)
        return driver
    }

    @Test func theFourShippedThemesAreBuiltIn() throws {
        let catalog = ThemeCatalog.discover(in: [URL]())
        #expect(catalog.names == ["default", "dark", "high-contrast", "high-contrast-light"])
        for name in catalog.names {
            #expect(try catalog.load(name).get().name == name)
        }
    }

    @Test func withoutUserThemesTCyclesTheFourBuiltIns() {
        let driver = driver(ThemeCatalog.discover(in: nil))
        var seen: [String] = []
        for _ in 0..<4 {
            driver.send(.input(.key(.character("t"))))
            seen.append(driver.state.screen.theme.name)
        }
        #expect(seen == ["dark", "high-contrast", "high-contrast-light", "default"])
    }

    @Test func aManifestIsAThemeAndTheFilesItReadsAreNot() throws {
        let dark = try String(contentsOf: ShippedThemes.url("dark"), encoding: .utf8)
        let url = try folder([
            "brand.theme.json": "{\"tokens\": [\"brand-tokens.json\"]}", "brand-tokens.json": dark,
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = ThemeCatalog.discover(in: [url])
        #expect(catalog.names == ["default", "dark", "high-contrast", "high-contrast-light", "brand"])
        let driver = driver(catalog)
        let host = WatchRecorder()
        driver.host = host
        for _ in 0..<4 { driver.send(.input(.key(.character("t")))) }
        #expect(driver.state.screen.theme.name == "brand")
        // The runtime is told to watch the manifest and the token file it reads.
        #expect(
            host.watched.last?.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                "brand.theme.json", "brand-tokens.json",
            ])
    }

    @Test func aUserFileWithABuiltInNameOverridesIt() throws {
        let dark = try String(contentsOf: ShippedThemes.url("dark"), encoding: .utf8)
            .replacingOccurrences(of: "ButtonSim dark theme", with: "my own dark")
        let url = try folder(["dark.json": dark, "mine.json": dark])
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = ThemeCatalog.discover(in: [url])
        #expect(catalog.names == ["default", "dark", "high-contrast", "high-contrast-light", "mine"])
        #expect(catalog.lookup("dark").entry?.url?.lastPathComponent == "dark.json")
        #expect(try catalog.load("dark").get().summary == "my own dark")
    }

    @Test func filesOfOneNameInTwoFoldersAreTwoThemesToldApartByFolder() throws {
        let first = try folder(["x.json": "{}"])
        let second = try folder(["x.json": "{}"])
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let catalog = ThemeCatalog.discover(in: [first, second])
        #expect(catalog.names == ["default", "dark", "high-contrast", "high-contrast-light", "x"])
        #expect(
            catalog.ids.suffix(2) == [
                first.appendingPathComponent("x.json").standardizedFileURL.path,
                second.appendingPathComponent("x.json").standardizedFileURL.path,
            ])
        #expect(
            catalog.entries.suffix(2).map(catalog.label(of:)) == [
                "x (\(first.lastPathComponent)/)", "x (\(second.lastPathComponent)/)",
            ])
        // A bare name no longer says which: it is refused, naming both files.
        guard case .ambiguous(let both) = catalog.lookup("x") else {
            Issue.record("x is two themes")
            return
        }
        #expect(both.count == 2)
        #expect(catalog.lookupProblem("x").hasPrefix("2 themes have this name ("))
    }

    @Test func themesOfOneNameSideBySideAreToldApartAsTShowsThem() throws {
        let json = try String(
            contentsOf: BuiltProduct.packageRoot.appendingPathComponent("Themes/dark.json"), encoding: .utf8)
        let first = try folder(["x.json": json])
        let second = try folder(["x.json": json])
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let themes = try [first, second].map {
            try ThemeLoader.load(contentsOf: $0.appendingPathComponent("x.json")).get()
        }
        let labels = ThemeCatalog.labels(sideBySide: themes + [Theme.builtInDefault])
        #expect(labels.map(\.?.text) == ["x (\(first.lastPathComponent)/)", "x (\(second.lastPathComponent)/)", nil])
        var model = ScreenModel(simulator: BuiltInFixture.state(), theme: themes[1])
        model.themeLabel = labels[1]
        #expect(model.themeName == "x (\(second.lastPathComponent)/)")
        #expect(ThemeCatalog.labels(sideBySide: [Theme.builtInDefault, themes[0]]).allSatisfy { $0 == nil })
    }

    @Test func foldersThatDifferOnlyInCaseAreToldApartByTheFolderAbove() throws {
        let parent = try folder([:])
        defer { try? FileManager.default.removeItem(at: parent) }
        let lower = parent.appendingPathComponent("p/themes"), upper = parent.appendingPathComponent("q/Themes")
        for url in [lower, upper] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url.appendingPathComponent("x.json"))
        }
        let catalog = ThemeCatalog.discover(in: [lower, upper])
        #expect(catalog.entries.suffix(2).map(catalog.label(of:)) == ["x (p/themes/)", "x (q/Themes/)"])
    }

    @Test func filesOfOneNameInOneFolderAreToldApartByFileName() throws {
        let url = try folder(["x.json": "{}", "x.tokens.json": "{}", "x.theme.json": "{\"tokens\": []}"])
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = ThemeCatalog.discover(in: [url])
        #expect(
            catalog.entries.suffix(3).map(catalog.label(of:)) == [
                "x (x.json)", "x (x.theme.json)", "x (x.tokens.json)",
            ])
        #expect(catalog.label(of: catalog.entries[0]) == "default")
    }

    @Test func userFoldersFollowXDGConfigHomeOnlyWhenAbsolute() {
        let absolute = ThemeCatalog.userFolders(
            environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/a"], currentDirectory: "/work")
        #expect(absolute.map(\.path) == ["/cfg/button-sim/themes", "/work/Themes"])
        let relative = ThemeCatalog.userFolders(
            environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/a"], currentDirectory: "/work")
        #expect(relative.map(\.path) == ["/home/a/.config/button-sim/themes", "/work/Themes"])
    }

    @Test func tSkipsABrokenThemeAndNamesIt() throws {
        let url = try folder(["broken.json": "{\"theme\": 1}"])
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = ThemeCatalog.discover(in: [url])
        #expect(catalog.names == ["default", "dark", "high-contrast", "high-contrast-light", "broken"])
        let driver = driver(catalog)
        var seen: [String] = []
        var notes: [String] = []
        for _ in 0..<5 {
            driver.send(.input(.key(.character("t"))))
            seen.append(driver.state.screen.theme.name)
            notes.append(driver.state.screen.status?.text ?? "")
        }
        // Never stuck: after high-contrast-light, broken is skipped and default comes next.
        #expect(seen == ["dark", "high-contrast", "high-contrast-light", "default", "dark"])
        #expect(notes[3].hasPrefix("theme default; skipped broken: "))
        #expect(notes[3].contains("broken.json"))
        #expect(notes[4] == "theme dark")
    }

    @Test func tSkipsAThemeLackingAVariantTheBoardUsesAndNamesBothFiles() throws {
        // The built-in board's danger button needs `theme.color.button.danger`.
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: ShippedThemes.url("default"))) as? [String: Any])
        var theme = try #require(document["theme"] as? [String: Any])
        var color = try #require(theme["color"] as? [String: Any])
        var button = try #require(color["button"] as? [String: Any])
        #expect(button.removeValue(forKey: "danger") != nil)
        color["button"] = button
        theme["color"] = color
        document["theme"] = theme
        let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        let url = try folder(["no-danger.json": text])
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = ThemeCatalog.discover(in: [url])
        #expect((try? catalog.load("no-danger").get()) != nil)
        let driver = driver(catalog)
        var seen: [String] = []
        var notes: [String] = []
        for _ in 0..<4 {
            driver.send(.input(.key(.character("t"))))
            seen.append(driver.state.screen.theme.name)
            notes.append(driver.state.screen.status?.text ?? "")
        }
        #expect(seen == ["dark", "high-contrast", "high-contrast-light", "default"])
        #expect(notes[3].hasPrefix("theme default; skipped no-danger: Buttons/default.json: buttons[6].variant: "))
        #expect(notes[3].contains("variant \"danger\" is not in "))
        #expect(notes[3].contains("no-danger.json"))
        // The theme changed, so the note is a remark, not an error.
        #expect(driver.state.screen.status?.isError == false)
    }

    @Test func whenNoOtherThemeLoadsTheNoteSaysWhereThemesAreRead() throws {
        let url = try folder(["dark.json": "nope", "high-contrast.json": "{}", "high-contrast-light.json": "{}"])
        defer { try? FileManager.default.removeItem(at: url) }
        let driver = driver(ThemeCatalog.discover(in: [url]))
        driver.send(.input(.key(.character("t"))))
        #expect(driver.state.screen.theme.name == "default")
        let note = driver.state.screen.status?.text ?? ""
        #expect(note.hasPrefix("no other theme loads (dark: "))
        #expect(note.contains("kept theme default; themes are read from ./Themes/"))
        #expect(driver.state.screen.status?.isError == true)
    }
}

/// The shipped theme files at the package root.
enum ShippedThemes {
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Themes/\(name).json")
    }
}

/// Records which theme files the program asks to watch.
@MainActor
final class WatchRecorder: ProgramHost {
    var watched: [[String]] = []

    func watch(themeFiles: [String], boardFile: String?) { watched.append(themeFiles) }
    func stopProcess() {}
    func exit(status: Int32) {}
}

/// Themes kept beside a button file join `t`'s cycle, right after the built-ins.
@Suite("Themes beside the button file")
struct ThemesBesideButtonFileTests {
    @Test func manifestsBesideTheButtonFileComeFirstAndItsButtonFilesAreNotThemes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "button-sim-beside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let dark = try String(contentsOf: ShippedThemes.url("dark"), encoding: .utf8)
        for (name, content) in [
            "brand.theme.json": "{\"tokens\": [\"brand-tokens.json\"]}", "brand-tokens.json": dark,
            "save.json": "{}", "other.json": "{}",
        ] {
            try Data(content.utf8).write(to: url.appendingPathComponent(name))
        }
        let catalog = ThemeCatalog.discover(in: [URL](), besideButtonFile: url.appendingPathComponent("save.json"))
        let builtIn = ["default", "dark", "high-contrast", "high-contrast-light"]
        #expect(catalog.names == builtIn + ["brand"])
        #expect(try catalog.load("brand").get().name == "brand")
        #expect(ThemeCatalog.discover(in: [URL](), besideButtonFile: nil).names == builtIn)
    }
}
