import ButtonKit
import Foundation
import Testing

@testable import Persistence

/// Loading: a damaged state file is kept aside under a fresh name, anything that is not a
/// state file is left where it is, and the message says what is wrong in plain words.
@Suite("State file: loading and keeping bad files aside")
struct StateFileLoadingTests {
    @Test func keepAsideNamesNeverRunOutAfterAThousand() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        for number in 1...1000 { try folder.write("old \(number)", to: "state.json.bad-\(number)") }
        try folder.write(StateFolder.damaged("garbage"))
        guard case .corrupt(_, _, let keptAt)? = folder.loadError() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(keptAt == folder.path("state.json.bad-1001"))
        #expect(try folder.read("state.json.bad-1001") == StateFolder.damaged("garbage"))
        #expect(try folder.read("state.json.bad-1000") == "old 1000")
        #expect(!FileManager.default.fileExists(atPath: folder.statePath))
    }

    @Test func keepAsideNeverOverwritesAndIgnoresHugeNumbers() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write("five", to: "state.json.bad-5")
        try folder.write("planted", to: "state.json.bad-99999999999999999999999")
        try folder.write("planted", to: "state.json.bad-x7")
        try folder.write(StateFolder.damaged("garbage"))
        guard case .corrupt(_, _, let keptAt)? = folder.loadError() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(keptAt == folder.path("state.json.bad-6"))
        #expect(try folder.read("state.json.bad-5") == "five")
    }

    @Test func aSecondBadFileDoesNotOverwriteTheFirst() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        for garbage in ["garbage one", "garbage two"] {
            try folder.write(StateFolder.damaged(garbage))
            _ = folder.store.load()
        }
        #expect(try folder.names() == ["state.json.bad-1", "state.json.bad-2"])
        #expect(try folder.read("state.json.bad-1") == StateFolder.damaged("garbage one"))
    }

    @Test func aFolderAtTheStatePathIsLeftAlone() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.statePath, withIntermediateDirectories: false)
        try folder.write("inside", to: "state.json/note")
        let error = folder.loadError()
        #expect(error == .notStateFile(path: folder.statePath, detail: "a folder"))
        #expect(
            error?.message == "state file \(folder.statePath) is a folder: it is left alone and the state is not saved")
        #expect(try folder.read("state.json/note") == "inside")
        #expect(try folder.names() == ["state.json"])
        // Nor does a save replace it.
        #expect(throws: StateFileError.notStateFile(path: folder.statePath, detail: "a folder")) {
            try folder.store.save(StateFolder.snapshot)
        }
        #expect(try folder.read("state.json/note") == "inside")
    }

    @Test(arguments: [
        "{\"name\": \"mine\", \"buttons\": []}", "plain text", "", "#!/bin/sh\nrm -rf /\n", "{\"version\": 99}",
    ])
    func aFileThatIsNotAStateFileIsNeitherMovedNorReplaced(content: String) throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write(content)
        #expect(folder.loadError() == .notStateFile(path: folder.statePath))
        #expect(
            folder.loadError()?.message
                == "state file \(folder.statePath) is not a ButtonSim state file: it is left alone and the state is not saved"
        )
        #expect(throws: StateFileError.notStateFile(path: folder.statePath)) {
            try folder.store.save(StateFolder.snapshot)
        }
        #expect(try folder.names() == ["state.json"])
        #expect(try folder.read() == content)
    }

    @Test func aStateFileFromBeforeTheHeaderIsStillRead() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try Data(try JSONEncoder().encode(StateFolder.snapshot)).write(to: folder.store.url)
        #expect(try folder.store.load().get() == StateFolder.snapshot)
        try folder.store.save(StateFolder.snapshot)
        #expect(try folder.read().hasPrefix("{\n  \"$format\" : \"button-sim state\","))
    }

    @Test func anUnreadableFileIsLeftWhereItIs() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write(try StateFolder.validJSON())
        let result = folder.store.load { _ in .failure(.unreadable(EACCES)) }
        guard case .failure(let error) = result else {
            Issue.record("expected unreadable")
            return
        }
        #expect(error == .unreadable(path: folder.statePath, detail: "permission denied", keptAt: nil))
        #expect(try folder.names() == ["state.json"])
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files without read permission"))
    func aFileWithoutReadPermissionIsLeftWhereItIs() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write(try StateFolder.validJSON())
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.statePath)
        guard case .unreadable(_, "permission denied", let keptAt)? = folder.loadError() else {
            Issue.record("expected unreadable")
            return
        }
        #expect(keptAt == nil)
    }

    @Test func aFIFOStateFileIsNeitherReadNorMoved() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.statePath, 0o600) == 0)
        #expect(folder.loadError() == .notRegularFile(path: folder.statePath, kind: "a FIFO"))
        #expect(try folder.names() == ["state.json"])
    }

    @Test func anOutOfRangeNumberIsNotCalledInvalidJSON() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        // The saved state's only number is its version; a number no Double holds is a
        // syntax problem, located by line and column.
        try folder.write(StateFolder.damaged("\"version\": 1e999}"))
        guard case .corrupt(_, let huge, _)? = folder.loadError() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(huge == "line 1, column 44: number out of range")
    }

    @Test func aBadFieldIsLocatedLikeAJSONPath() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(StateFolder.validJSON().utf8)) as? [String: Any])
        // Written back with the header first, as the store writes it.
        func write() throws {
            let rest = try JSONSerialization.data(withJSONObject: object.filter { $0.key != "$format" })
            try folder.write(StateFolder.damaged(String(decoding: rest.dropFirst(), as: UTF8.self)))
        }
        var buttons = try #require(object["buttons"] as? [[String: Any]])
        buttons[1]["size"] = "bogus"
        object["buttons"] = buttons
        try write()
        guard case .corrupt(_, let detail, _)? = folder.loadError() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(detail == "buttons[1].size: unknown value")

        buttons[1]["mode"] = NSNull()
        buttons[1]["titles"] = 3
        object["buttons"] = buttons
        try write()
        guard case .corrupt(_, let titles, _)? = folder.loadError() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(titles == "buttons[1].titles: expected an object")
    }

    @Test func invalidJSONSaysWhereAndWhy() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write(StateFolder.damaged("\"version\": 1,\n \"target\": tru}"))
        guard case .corrupt(_, let detail, _)? = folder.loadError() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(detail == "not valid JSON at line 2, column 15: unexpected character, expected true")
    }

    @Test func aTruncatedFileIsReportedAsTruncatedWhereverItStops() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        let valid = try StateFolder.validJSON()
        try folder.write(String(valid.prefix(valid.count / 2)))
        guard case .truncated? = folder.loadError() else {
            Issue.record("expected truncated")
            return
        }
        // Cut inside a literal, a number or an escape: still a file that stops early.
        for cut in [
            "{\"version\": 1, \"a\": tr", "{\"version\": 1.", "{\"version\": 1, \"a\": \"\\u00", "{\"version\": -",
        ] {
            #expect(SavedStateReader.read(Array(cut.utf8)) == .truncated, "\(cut)")
        }
        try folder.write(StateFolder.damaged(""))
        guard case .truncated? = folder.loadError() else {
            Issue.record("expected truncated for a file that stops after its header")
            return
        }
        #expect(try folder.names() == ["state.json.bad-1", "state.json.bad-2"])
    }

    @Test func aWrongVersionIsKeptAside() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write(StateFolder.damaged("\"version\": 99}"))
        #expect(
            folder.loadError()
                == .wrongVersion(path: folder.statePath, found: 99, keptAt: folder.path("state.json.bad-1")))
    }

    @Test func aValidFileRoundTrips() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.store.save(StateFolder.snapshot)
        #expect(try folder.store.load().get() == StateFolder.snapshot)
        #expect(try folder.names() == ["state.json"])
    }
}
