import ButtonKit
import Foundation
import Persistence
import Runtime
import Simulator
import Testing

/// Each board keeps its own saved state: a bare launch is the built-in board, `--buttons`
/// restores that file's state, and a state shared by every board (as earlier versions
/// saved it) moves to the file it was saved with.
@Suite("Saved state per board")
@MainActor
struct PerBoardStateTests {
    let folder: URL
    let board: URL
    let environment: [String: String]
    let size = TerminalSize(columns: 100, rows: 30)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("per-board-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        board = folder.appendingPathComponent("like.json")
        try Data(
            "{\"buttons\": [{\"id\": \"like\", \"titles\": {\"normal\": \"Like\", \"selected\": \"Liked\"}}]}".utf8
        ).write(to: board)
        environment = ["XDG_STATE_HOME": folder.appendingPathComponent("state").path, "HOME": folder.path]
    }

    /// Launches as `run` does (the default state files), sends the keys, quits (saving).
    @discardableResult
    func session(_ options: LaunchOptions, keys: String = "") throws -> AppState {
        let prepared = try AppLauncher.prepare(
            options, size: size, monochrome: false, useDefaultStateFile: true, themeFolders: [],
            environment: environment)
        let driver = Program(
            state: prepared.state, scheduler: ManualScheduler(), catalog: prepared.catalog,
            stateStore: prepared.store)
        driver.send(.started)
        for key in keys { driver.send(.input(.key(.character(key)))) }
        let launched = driver.state
        driver.send(.quitRequested)
        #expect(driver.saveError == nil)
        return launched
    }

    var stateFolder: URL { folder.appendingPathComponent("state/button-sim") }

    func boardsFolderNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: stateFolder.appendingPathComponent("boards").path)
    }

    @Test func aBareLaunchIsTheBuiltInBoardAndEachFileGetsItsOwnStateBack() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try session(LaunchOptions(buttonsFile: board.path), keys: "s")
        let bare = try session(LaunchOptions(), keys: "m")
        #expect(bare.boardSource == .builtIn)
        #expect(bare.simulator.buttons.first?.id.rawValue == "follow")
        #expect(bare.screen.status == nil)
        #expect(bare.simulator["follow"]?.flags.names.contains("mutual") == true)

        let again = try session(LaunchOptions(buttonsFile: board.path))
        #expect(again.simulator["like"]?.shownTitle == "Liked")
        #expect(again.screen.status?.text == "restored this board's saved state")

        let builtIn = try session(LaunchOptions())
        #expect(builtIn.boardSource == .builtIn)
        #expect(builtIn.simulator["follow"]?.flags.names.contains("mutual") == true)
        #expect(builtIn.screen.status?.text == "restored this board's saved state")
        #expect(FileManager.default.fileExists(atPath: stateFolder.appendingPathComponent("state.json").path))
        #expect(try boardsFolderNames().count == 1)
        #expect(try boardsFolderNames().first?.hasPrefix("like-") == true)
    }

    @Test func aStateSharedByEveryBoardMovesToTheFileItWasSavedWith() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // An earlier version saved every board to state.json, the button file inside it.
        let shared = stateFolder.appendingPathComponent("state.json")
        let first = try AppLauncher.prepare(
            LaunchOptions(buttonsFile: board.path, stateFile: shared.path), size: size, monochrome: false,
            useDefaultStateFile: false, themeFolders: [])
        let driver = Program(
            state: first.state, scheduler: ManualScheduler(), catalog: first.catalog, stateStore: first.store)
        driver.send(.input(.key(.character("s"))))
        driver.send(.quitRequested)

        let bare = try session(LaunchOptions())
        #expect(bare.boardSource == .builtIn)
        #expect(bare.screen.status == nil)
        let moved = try session(LaunchOptions(buttonsFile: board.path))
        #expect(moved.simulator["like"]?.shownTitle == "Liked")
        #expect(try boardsFolderNames().count == 1)
    }

    @Test func boardFileNamesKeepTheNameAndTellFoldersApart() {
        let env = ["XDG_STATE_HOME": "/s", "HOME": "/h"]
        let one = StateFileStore.defaultURL(forButtonsFile: "/a/My Board.json", environment: env).path
        let two = StateFileStore.defaultURL(forButtonsFile: "/b/My Board.json", environment: env).path
        #expect(one.hasPrefix("/s/button-sim/boards/My_Board-") && one.hasSuffix(".json"))
        #expect(one.count == "/s/button-sim/boards/My_Board-".count + 16 + 5)
        #expect(one != two)
        #expect(one == StateFileStore.defaultURL(forButtonsFile: "/a/My Board.json", environment: env).path)
        #expect(StateFileStore.defaultURL(forButtonsFile: nil, environment: env).path == "/s/button-sim/state.json")
    }
}
