import ButtonKit
import Foundation
import Testing

@testable import FileAccess
@testable import Persistence

/// Saving by the README's state restoration: a new temporary file created exclusively, the target's
/// kind and mode respected, nothing left behind when a step fails, plain messages.
@Suite("State file: saving")
struct StateFileSavingTests {
    @Test func aSymlinkPlantedAtTheOldTemporaryNameIsNotFollowed() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write("precious", to: "victim")
        // The name the save used to write through, predictable from the process id.
        let planted = folder.path(".state.json.\(ProcessInfo.processInfo.processIdentifier).tmp")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: folder.path("victim"))
        try folder.store.save(StateFolder.snapshot)
        #expect(try folder.read("victim") == "precious")
        #expect(
            try folder.names() == [
                ".state.json.\(ProcessInfo.processInfo.processIdentifier).tmp", "state.json", "victim",
            ])
        #expect(FileKind.of(folder.statePath) == .regular)
    }

    @Test func theTemporaryFileIsNewAndExclusive() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        // Many saves in a row: each takes a fresh random name and leaves only the target.
        for _ in 0..<20 { try folder.store.save(StateFolder.snapshot) }
        #expect(try folder.names() == ["state.json"])
    }

    @Test func aFIFOTargetIsRefusedAndLeftAlone() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.statePath, 0o600) == 0)
        #expect(throws: StateFileError.notRegularFile(path: folder.statePath, kind: "a FIFO")) {
            try folder.store.save(StateFolder.snapshot)
        }
        #expect(FileKind.of(folder.statePath) == .special("a FIFO"))
        #expect(try folder.names() == ["state.json"])
        let message = StateFileError.notRegularFile(path: folder.statePath, kind: "a FIFO").message
        #expect(
            message.hasSuffix("state.json is a FIFO, not a regular file: it is left alone and the state is not saved"))
    }

    @Test func aDeviceTargetIsRefusedAndNotReplaced() throws {
        // Only read-only checks against /dev/null: a broken build must not replace it.
        let store = StateFileStore(url: URL(fileURLWithPath: "/dev/null"))
        guard case .failure(.notRegularFile(_, let kind)) = store.load() else {
            Issue.record("expected /dev/null to be refused on load")
            return
        }
        #expect(kind == "a character device")
        #expect(throws: AtomicFileWriter.Failure(detail: "it is a character device", specialKind: "a character device"))
        {
            _ = try AtomicFileWriter.resolvedTarget("/dev/null", links: .followOwn)
        }
    }

    @Test func aDirectoryTargetIsRefusedOnSave() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.statePath, withIntermediateDirectories: false)
        #expect(throws: StateFileError.notStateFile(path: folder.statePath, detail: "a folder")) {
            try folder.store.save(StateFolder.snapshot)
        }
        #expect(try folder.names() == ["state.json"])
    }

    @Test(arguments: AtomicFileWriter.Fault.allCases)
    func noTemporaryFileIsLeftAfterAFailure(fault: AtomicFileWriter.Fault) throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        let old = try StateFolder.validJSON()
        try folder.write(old)
        do {
            try folder.store.save(StateFolder.snapshot, fault: fault)
            Issue.record("the save should have failed")
        } catch {
            #expect(error.message.hasPrefix("state not saved: \(folder.statePath) cannot be written ("))
        }
        #expect(try folder.names() == ["state.json"])
        #expect(try folder.read() == old)
    }

    @Test func aFailedFolderCreationLeavesNothingAndSaysWhy() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write("a file, not a folder", to: "blocker")
        let store = StateFileStore(url: folder.url.appendingPathComponent("blocker/inner/state.json"))
        do {
            try store.save(StateFolder.snapshot)
            Issue.record("the save should have failed")
        } catch {
            #expect(
                error.message
                    == "state not saved: \(store.url.path) cannot be written (\(folder.path("blocker")) is not a folder)"
            )
        }
        #expect(try folder.names() == ["blocker"])
    }

    @Test func saveErrorsArePlainSentencesNotErrorDumps() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("sub"), withIntermediateDirectories: false)
        let store = StateFileStore(url: folder.url.appendingPathComponent("sub/state.json"))
        let failures: [Error] = AtomicFileWriter.Fault.allCases.compactMap { fault in
            do { try store.save(StateFolder.snapshot, fault: fault); return nil } catch { return error }
        }
        #expect(failures.count == AtomicFileWriter.Fault.allCases.count)
        for case let failure as StateFileError in failures {
            let message = failure.message
            #expect(!message.contains("CocoaError") && !message.contains("Domain") && !message.contains("rawValue"))
            #expect(!message.contains("\n"))
        }
    }

    @Test func theFilesModeIsKept() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        for mode in [0o600, 0o640, 0o644] {
            try folder.write(try StateFolder.validJSON())
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder.statePath)
            try folder.store.save(StateFolder.snapshot)
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.statePath)
            #expect((attributes[.posixPermissions] as? Int) == mode)
        }
    }

    @Test func aNewStateFileIsPrivate() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.store.save(StateFolder.snapshot)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.statePath)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aLinkedStateFileStaysALink() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        try folder.write(try StateFolder.validJSON(), to: "real.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.statePath, withDestinationPath: folder.path("real.json"))
        try folder.store.save(StateFolder.snapshot)
        #expect(FileKind.of(folder.statePath) == .symbolicLink)
        #expect(try folder.read("real.json").contains("\"version\""))
        #expect(try folder.names() == ["real.json", "state.json"])
    }

    @Test func xdgStateHomeIsUsedOnlyWhenAbsolute() {
        #expect(
            StateFileStore.defaultURL(environment: ["XDG_STATE_HOME": "/x", "HOME": "/home/a"]).path
                == "/x/button-sim/state.json")
        #expect(
            StateFileStore.defaultURL(environment: ["XDG_STATE_HOME": "relative/state", "HOME": "/home/a"]).path
                == "/home/a/.local/state/button-sim/state.json")
        #expect(
            StateFileStore.defaultURL(environment: ["XDG_STATE_HOME": "", "HOME": "/home/a"]).path
                == "/home/a/.local/state/button-sim/state.json")
    }
}

@Suite("State file: links owned by someone else")
struct StateFileForeignLinkTests {
    @Test(.enabled(if: geteuid() == 0, "only root can give a link to another user"))
    func aLinkPlantedByAnotherUserIsNotFollowed() throws {
        let folder = try StateFolder()
        defer { folder.remove() }
        let precious = try StateFolder.validJSON()
        try folder.write(precious, to: "victim")
        try FileManager.default.createSymbolicLink(atPath: folder.statePath, withDestinationPath: folder.path("victim"))
        // The link now belongs to another user.
        #expect(lchown(folder.statePath, 12345, 12345) == 0)
        #expect(
            throws: StateFileError.unwritable(
                path: folder.statePath, detail: "it is a symbolic link owned by another user")
        ) {
            try folder.store.save(StateFolder.snapshot)
        }
        #expect(try folder.read("victim") == precious)
        #expect(try folder.names() == ["state.json", "victim"])
    }
}
