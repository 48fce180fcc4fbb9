import Foundation
import Testing

@testable import FileAccess

/// Size limits are checked before reading: the probe's 2 GB sparse file took 2.1 GB of
/// memory and 6 s to refuse.
@Suite("The bounded reader")
struct BoundedFileReaderTests {
    @Test func aHugeSparseFileIsRefusedFromItsSize() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let descriptor = open(folder.path("big.json"), O_CREAT | O_WRONLY, 0o600)
        #expect(descriptor >= 0)
        #expect(ftruncate(descriptor, 2 << 30) == 0)
        close(descriptor)
        #expect(
            BoundedFileReader.bytes(of: folder.path("big.json"), limit: 1 << 20) == .failure(.tooLarge(size: 2 << 30)))
    }

    @Test func aFileAtTheLimitIsReadAndOneByteMoreIsNot() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("12345", to: "five")
        #expect(BoundedFileReader.bytes(of: folder.path("five"), limit: 5) == .success(Array("12345".utf8)))
        #expect(BoundedFileReader.bytes(of: folder.path("five"), limit: 4) == .failure(.tooLarge(size: 5)))
    }

    @Test func specialFilesAndFoldersAreNotRead() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path("fifo"), 0o600) == 0)
        #expect(BoundedFileReader.bytes(of: folder.path("fifo"), limit: 10) == .failure(.special("a FIFO")))
        #expect(BoundedFileReader.bytes(of: folder.path, limit: 10) == .failure(.directory))
        #expect(BoundedFileReader.bytes(of: folder.path("none"), limit: 10) == .failure(.missing))
    }
}
