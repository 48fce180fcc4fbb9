import Foundation
import Testing

@testable import FileAccess

/// The one writer every command uses: what the probe found `play --record` and
/// `export swift` doing (replacing devices, FIFOs, links and read-only files, losing a
/// 0600 mode) must not happen through it.
@Suite("The safe writer")
struct AtomicFileWriterTests {
    @Test func aDeviceNodeIsRefusedAndStaysADevice() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // A character device of our own (the null device's numbers), never /dev/null itself.
        guard mknod(folder.path("null"), S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else { return }
        #expect(
            throws: AtomicFileWriter.Failure(detail: "it is a character device", specialKind: "a character device")
        ) {
            try AtomicFileWriter.replace(folder.path("null"), with: Array("x".utf8), options: .document)
        }
        #expect(FileKind.of(folder.path("null")) == .special("a character device"))
        #expect(try folder.names() == ["null"])
        #expect(throws: AtomicFileWriter.Failure.self) { try AtomicFileWriter.check("/dev/null", options: .document) }
    }

    @Test func aFIFOAndASocketAreRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path("fifo"), 0o600) == 0)
        #expect(throws: AtomicFileWriter.Failure(detail: "it is a FIFO", specialKind: "a FIFO")) {
            try AtomicFileWriter.replace(folder.path("fifo"), with: [1], options: .document)
        }
        #expect(FileKind.of(folder.path("fifo")) == .special("a FIFO"))
        #expect(throws: AtomicFileWriter.Failure(detail: "it is a directory")) {
            try AtomicFileWriter.replace(folder.path, with: [1], options: .document)
        }
        #expect(try folder.names() == ["fifo"])
    }

    @Test func aReadOnlyFileIsKept() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("keep", to: "ro.cast")
        #expect(chmod(folder.path("ro.cast"), 0o444) == 0)
        // Refused even for root, who could rename over it.
        #expect(throws: AtomicFileWriter.Failure(detail: "it is read-only")) {
            try AtomicFileWriter.replace(folder.path("ro.cast"), with: Array("new".utf8), options: .document)
        }
        #expect(try folder.read("ro.cast") == "keep")
        #expect(try folder.names() == ["ro.cast"])
    }

    @Test func aPrivateFileStaysPrivateAndANewOneFollowsTheUmask() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("old", to: "private.cast")
        #expect(chmod(folder.path("private.cast"), 0o600) == 0)
        try AtomicFileWriter.replace(folder.path("private.cast"), with: Array("new".utf8), options: .document)
        #expect(folder.mode("private.cast") == 0o600)
        #expect(try folder.read("private.cast") == "new")

        let mask = umask(0o022)
        defer { umask(mask) }
        try AtomicFileWriter.replace(folder.path("new.cast"), with: Array("n".utf8), options: .document)
        #expect(folder.mode("new.cast") == 0o644)
        try AtomicFileWriter.replace(folder.path("state.json"), with: Array("s".utf8))
        #expect(folder.mode("state.json") == 0o600)
    }

    @Test func theUsersOwnLinkIsFollowedAndKeptWhenLinksAreFollowed() throws {
        let following = AtomicFileWriter.Options.document.with(links: .followOwn)
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("old", to: "real.cast")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.cast"), withDestinationPath: "real.cast")
        try AtomicFileWriter.replace(folder.path("link.cast"), with: Array("new".utf8), options: following)
        #expect(FileKind.of(folder.path("link.cast")) == .symbolicLink)
        #expect(try folder.read("real.cast") == "new")
        // A link to a FIFO is refused like the FIFO.
        #expect(mkfifo(folder.path("fifo"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("to-fifo"), withDestinationPath: "fifo")
        #expect(throws: AtomicFileWriter.Failure(detail: "it links to a FIFO", specialKind: "a FIFO")) {
            try AtomicFileWriter.replace(folder.path("to-fifo"), with: [1], options: following)
        }
    }

    @Test func aMissingFolderIsRefusedForADocument() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let target = folder.path("no/such/x.cast")
        #expect(throws: AtomicFileWriter.Failure(detail: "the folder \(folder.path("no/such")) does not exist")) {
            try AtomicFileWriter.replace(target, with: [1], options: .document)
        }
        try AtomicFileWriter.replace(target, with: [1], options: .documentInNewFolder)
        #expect(FileKind.of(target) == .regular)
    }

    @Test(arguments: AtomicFileWriter.Fault.allCases)
    func aFailureLeavesTheOldContentAndNoTemporaryFile(fault: AtomicFileWriter.Fault) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("old", to: "x.cast")
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.replace(
                folder.path("x.cast"), with: Array("new".utf8), options: .document, fault: fault)
        }
        #expect(try folder.read("x.cast") == "old")
        #expect(try folder.names() == ["x.cast"])
    }
}
