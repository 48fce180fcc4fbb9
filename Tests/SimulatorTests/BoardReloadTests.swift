import ButtonKit
import ButtonKitTestSupport
import Foundation
import Runtime
import Simulator
import Testing
import Theming

@Suite("Live edits of the button file, and the paged gallery")
@MainActor
struct BoardReloadTests {
    /// Removed when the test ends.
    let scratch: TemporaryFolder

    init() throws { scratch = try TemporaryFolder("button-sim") }

    func temporaryFile(_ text: String) throws -> URL {
        let folder = scratch.path(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("board.json")
        try Data(text.utf8).write(to: url)
        return url
    }

    func driver(_ file: URL, allStates: Bool = false) throws -> (Program, ManualScheduler) {
        let prepared = try AppLauncher.prepare(
            LaunchOptions(buttonsFile: file.path, fresh: true, allStates: allStates),
            size: TerminalSize(columns: 100, rows: 30),
            monochrome: false, useDefaultStateFile: false, themeFolders: [])
        let clock = ManualScheduler()
        let driver = Program(state: prepared.state, scheduler: clock, catalog: prepared.catalog, stateStore: nil)
        driver.send(.started)
        return (driver, clock)
    }

    static let original = """
        {"buttons": [{"id": "go", "states": {"busy": {"bit": 16, "key": "b"}}, "titles": {"normal": "Go", "selected": "Gone"}}]}
        """

    @Test func anEditKeepsWhatStillMatchesAndNamesTheRest() throws {
        let file = try temporaryFile(Self.original)
        let (driver, _) = try driver(file)
        driver.send(.input(.key(.character("s"))))
        driver.send(.input(.key(.character("b"))))
        #expect(driver.state.simulator["go"]?.state.rawValue == 0x0001_0004)
        try Data(
            """
            {"buttons": [{"id": "go", "titles": {"normal": "Go on", "selected": "Went"}}, {"id": "new"}]}
            """.utf8
        ).write(to: file)
        driver.send(.boardFileChanged)
        #expect(driver.state.simulator.buttons.map(\.id.rawValue) == ["go", "new"])
        #expect(driver.state.simulator["go"]?.state == .selected)
        #expect(driver.state.simulator["go"]?.shownTitle == "Went")
        #expect(driver.state.screen.status?.text == "reloaded \(file.path); go has no state busy any more")
        #expect(driver.state.screen.keys.entries.allSatisfy { $0.keys != "b" })
    }

    @Test func aBrokenEditKeepsTheLastGoodBoardAndSaysWhy() throws {
        let file = try temporaryFile(Self.original)
        let (driver, _) = try driver(file)
        driver.send(.input(.key(.character("s"))))
        try Data("{\"buttons\": [{\"id\": \"go\", \"size\": \"huge\"}]}".utf8).write(to: file)
        driver.send(.boardFileChanged)
        #expect(driver.state.simulator["go"]?.shownTitle == "Gone")
        #expect(driver.state.screen.status?.isError == true)
        #expect(
            driver.state.screen.status?.text
                == "\(file.path): buttons[0].size: \"huge\" is not one of small, medium; kept the last good board")
    }

    @Test func anEditCancelsTheOldBoardsTimersAndStartsTheNewOnes() throws {
        let file = try temporaryFile(
            """
            {"buttons": [{"id": "go", "machine": {"initial": "a", "states": {"a": {"after": {"500": "b"}}, "b": {}}}}]}
            """)
        let (driver, clock) = try driver(file)
        #expect(clock.pendingIDs == [.after("go", 0)])
        try Data(
            """
            {"buttons": [{"id": "go", "machine": {"initial": "a", "states": {"a": {"after": {"900": "c"}}, "c": {}}}}]}
            """.utf8
        ).write(to: file)
        driver.send(.boardFileChanged)
        clock.advance(by: .milliseconds(600))
        #expect(driver.state.simulator["go"]?.machineState == "a")
        clock.advance(by: .milliseconds(300))
        #expect(driver.state.simulator["go"]?.machineState == "c")
    }

    @Test func theGalleryPagesWhenItsCombinationsDoNotFit() throws {
        // Every state (--all): six custom states with keys make more cells than a page holds.
        let states = (0..<6).map {
            "\"s\($0)\": {\"bit\": \(16 + $0), \"key\": \"\(["a", "b", "d", "i", "j", "k"][$0])\", \"mark\": \"S\($0)\"}"
        }
        let file = try temporaryFile(
            "{\"buttons\": [{\"id\": \"many\", \"states\": {\(states.joined(separator: ", "))}}]}")
        let (driver, _) = try driver(file, allStates: true)
        driver.send(.input(.key(.character("g"))))
        let first = driver.frame().text
        #expect(first.contains("page 1/"))
        let pages = Int(first.split(separator: "page 1/").last?.prefix { $0.isNumber } ?? "") ?? 0
        try #require(pages > 1)
        for page in 2...pages {
            driver.send(.input(.key(.character("g"))))
            #expect(driver.frame().text.contains("page \(page)/\(pages)"))
        }
        driver.send(.input(.key(.character("g"))))
        #expect(driver.state.screen.overlay == .none)
    }
}

@Suite("A launch with --state-file reopens the button file saved in it")
@MainActor
struct BoardRestoreTests {
    @Test func aStateFileLaunchReopensTheButtonFileTheStateWasSavedWith() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = folder.appendingPathComponent("like.json")
        try Data(
            "{\"buttons\": [{\"id\": \"like\", \"titles\": {\"normal\": \"Like\", \"selected\": \"Liked\"}}]}".utf8
        ).write(to: board)
        let stateFile = folder.appendingPathComponent("state.json").path
        let size = TerminalSize(columns: 100, rows: 30)
        let first = try AppLauncher.prepare(
            LaunchOptions(buttonsFile: board.path, stateFile: stateFile), size: size,
            monochrome: false, useDefaultStateFile: false, themeFolders: [])
        let driver = Program(
            state: first.state, scheduler: ManualScheduler(), catalog: first.catalog, stateStore: first.store)
        driver.send(.input(.key(.character("s"))))
        driver.send(.quitRequested)
        #expect(driver.saveError == nil)

        let second = try AppLauncher.prepare(
            LaunchOptions(stateFile: stateFile), size: size, monochrome: false,
            useDefaultStateFile: false, themeFolders: [])
        #expect(second.state.simulator.buttons.map(\.id.rawValue) == ["like"])
        #expect(second.state.simulator["like"]?.shownTitle == "Liked")
        #expect(second.state.boardSource == .file(URL(fileURLWithPath: board.path)))

        try FileManager.default.removeItem(at: board)
        let third = try AppLauncher.prepare(
            LaunchOptions(stateFile: stateFile), size: size, monochrome: false,
            useDefaultStateFile: false, themeFolders: [])
        #expect(third.state.simulator.buttons.first?.id.rawValue == "follow")
        #expect(third.state.screen.status?.text.contains("is gone, so the built-in board shows") == true)
    }
}
