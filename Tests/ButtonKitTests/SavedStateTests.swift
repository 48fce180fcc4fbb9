import ButtonKit
import ButtonKitTestSupport
import Foundation
import Persistence
import Testing

@Suite("Saved state: round trip and recovery from bad files")
struct SavedStateTests {
    func temporaryStore() -> (StateFileStore, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "button-sim-tests-\(UUID().uuidString)")
        return (StateFileStore(url: directory.appendingPathComponent("state.json")), directory)
    }

    func busyState() -> SimulatorState {
        var store = TestStore(state: BuiltInFixture.state(locale: .zh))
        store.send(.stateKeyPressed(.follow, "m")) { $0.buttons[0].flags.set(.mutual, true) }
        store.send(.stateKeyPressed(.follow, "l")) {
            $0.buttons[0].flags.set(.loading, true)
            $0.pendingTimers = [.spinner]
        }
        store.send(.flagToggled(.follow, .enabled)) {
            $0.buttons[0].flags.set(.enabled, false)
            $0.notice = .flagHeld(.follow, flag: .enabled, heldBy: "loading", afterwards: .enable)
        }
        store.tap(.modal) { $0.modalEnters("downloading", "下载中...", enabled: false) }
        store.send(.targetMoved(by: 3)) { $0.targetIndex = 3 }
        store.send(.flagToggled("link", .highlighted)) { $0.buttons[4].flags.set(.highlighted, true) }
        // Saved mid-flight on purpose (the modal's step, its repeat window and the spinner
        // pending), so no `finish()`: what a save keeps of a busy board is the point.
        return store.state
    }

    @Test func roundTripKeepsEverythingButTheHighlight() throws {
        let (store, directory) = temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = busyState()
        try store.save(SavedState(state, theme: "dark", buttonsFile: nil))
        let loaded = try #require(try store.load().get())
        #expect(loaded.theme == "dark")
        #expect(loaded.locale == .zh)
        #expect(loaded.target.rawValue == "secondary")
        let (restored, mismatches) = loaded.restore(on: BuiltInFixture.board, settings: SimulatorSettings())
        #expect(mismatches.isEmpty)
        #expect(restored[.follow]?.state.rawValue == 0x0003_0006)
        #expect(restored[.follow]?.flags.isEnabledRequested == false)
        #expect(restored[.modal]?.machineState == "downloading")
        #expect(restored[.modal]?.shownTitle == "下载中...")
        #expect(restored["link"]?.state == .normal)
        #expect(restored.target.id.rawValue == "secondary")
        #expect(restored.buttons.map(\.titles) == state.buttons.map(\.titles))
        // The pending step starts again when the simulator starts.
        var started = restored
        #expect(SimulatorReducer.reduce(&started, .started).contains(.schedule(.after(.modal, 0), after: .seconds(1))))
    }

    @Test func savingIsAtomicAndLeavesNoTemporaryFile() throws {
        let (store, directory) = temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(SavedState(BuiltInFixture.state(), theme: "default", buttonsFile: nil))
        try store.save(SavedState(busyState(), theme: "default", buttonsFile: nil))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["state.json"])
    }

    @Test func noFileMeansAFreshStart() throws {
        let (store, _) = temporaryStore()
        #expect(try store.load().get() == nil)
    }

    /// The start every state file has (`"$format"` first), for damaged ones.
    static let header = "{\"$format\": \"button-sim state\", "

    func load(writing content: String) throws -> (StateFileError?, [String], URL) {
        let (store, directory) = temporaryStore()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(content.utf8).write(to: store.url)
        let error: StateFileError? =
            switch store.load() {
            case .success: nil
            case .failure(let error): error
            }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return (error, files, directory)
    }

    @Test func aCorruptFileIsReportedAndKeptAside() throws {
        let (error, files, directory) = try load(writing: Self.header + "\"version\": 2, \"target\": 42}")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .corrupt(_, _, let keptAt)? = error else {
            Issue.record("expected corrupt, got \(String(describing: error))"); return
        }
        #expect(keptAt?.hasSuffix("state.json.bad-1") == true)
        #expect(files == ["state.json.bad-1"])
        #expect(error?.message.contains("corrupt") == true)
    }

    @Test func aTruncatedFileIsReportedAndKeptAside() throws {
        let full = try String(
            decoding: JSONEncoder().encode(SavedState(BuiltInFixture.state(), theme: "default", buttonsFile: nil)),
            as: UTF8.self)
        let (error, files, directory) = try load(writing: Self.header + String(full.dropFirst().prefix(full.count / 2)))
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .truncated? = error else {
            Issue.record("expected truncated, got \(String(describing: error))"); return
        }
        #expect(files == ["state.json.bad-1"])
    }

    @Test func aFileThatStopsAfterItsHeaderCountsAsTruncated() throws {
        let (error, _, directory) = try load(writing: Self.header)
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .truncated? = error else {
            Issue.record("expected truncated, got \(String(describing: error))"); return
        }
    }

    @Test func aWrongVersionIsReportedAndKeptAside() throws {
        let (error, files, directory) = try load(writing: Self.header + "\"version\": 99}")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .wrongVersion(_, let found, _)? = error else {
            Issue.record("expected wrongVersion, got \(String(describing: error))"); return
        }
        #expect(found == 99)
        #expect(files == ["state.json.bad-1"])
        #expect(error?.message.contains("version 99, expected \(SavedState.currentVersion)") == true)
    }

    @Test func aDirectoryInPlaceOfTheFileIsReportedAndLeftAlone() throws {
        let (store, directory) = temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: store.url, withIntermediateDirectories: true)
        guard case .failure(.notStateFile) = store.load() else { Issue.record("expected notStateFile"); return }
        #expect(!FileManager.default.fileExists(atPath: store.url.path + ".bad-1"))
    }

    @Test func aSecondBadFileDoesNotOverwriteTheFirst() throws {
        let (store, directory) = temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for garbage in ["garbage one", "garbage two"] {
            try Data((Self.header + garbage).utf8).write(to: store.url)
            _ = store.load()
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["state.json.bad-1", "state.json.bad-2"])
        #expect(
            try String(contentsOf: directory.appendingPathComponent("state.json.bad-1"), encoding: .utf8)
                == Self.header + "garbage one")
    }

    @Test func whatNoLongerMatchesTheButtonFileIsDroppedAndNamed() {
        var saved = SavedState(BuiltInFixture.state(), theme: "default", buttonsFile: nil)
        saved.buttons[0].requested = ["selected", "bogus"]
        saved.buttons[0].custom = ["pending"]
        saved.buttons[1].machine = "verifying"
        saved.buttons[2].titles = ["0": "Go on"]
        saved.buttons.append(
            .init(id: "ghost", requested: [], custom: [], machine: nil, titleSetBy: nil, titles: [:], size: .small))
        let (restored, mismatches) = saved.restore(on: BuiltInFixture.board, settings: SimulatorSettings())
        #expect(restored[.follow]?.state == .selected)
        #expect(restored[.modal]?.machineState == "download")
        #expect(restored[.primary]?.shownTitle == "Continue")
        #expect(restored.buttons.count == BuiltInFixture.board.buttons.count)
        #expect(
            mismatches == [
                .customStateGone(.follow, "pending"), .machineStateGone(.modal, "verifying"), .titlesChanged(.primary),
                .buttonGone("ghost"),
            ])
    }

    @Test func theDefaultLocationFollowsXDG() {
        #expect(StateFileStore.defaultURL(environment: ["XDG_STATE_HOME": "/x"]).path == "/x/button-sim/state.json")
        #expect(
            StateFileStore.defaultURL(environment: ["HOME": "/home/a"]).path
                == "/home/a/.local/state/button-sim/state.json")
    }
}

@Suite("Saved state: what a bad file is called")
struct BadStateFileNameTests {
    func error(for content: [UInt8]) throws -> StateFileError? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "button-sim-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = StateFileStore(url: directory.appendingPathComponent("state.json"))
        try Data(content).write(to: store.url)
        if case .failure(let error) = store.load() { return error }
        return nil
    }

    @Test func randomBytesAreCorruptNotTruncated() throws {
        var generator = SeededGenerator(seed: 7)
        let header = Array(SavedStateTests.header.utf8)
        let bytes = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
        guard case .corrupt? = try error(for: header + bytes) else { Issue.record("expected corrupt"); return }
        guard case .corrupt? = try error(for: header + Array("garbage{{{".utf8)) else {
            Issue.record("expected corrupt"); return
        }
    }

    @Test func theMessageLeadsWithTheOutcomeAndNamesTheKeptCopy() {
        let error = StateFileError.corrupt(
            path: "/x/state.json", detail: "not valid JSON", keptAt: "/x/state.json.bad-1")
        #expect(
            error.message
                == "started fresh: state file corrupt (not valid JSON): /x/state.json; bad copy kept as state.json.bad-1"
        )
    }
}
