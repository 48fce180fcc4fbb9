import Foundation
import Testing

@testable import FileAccess

/// The safe writer's stream (long recordings): the target is untouched until the stream
/// finishes; a dropped or failed stream leaves no temporary file behind.
@Suite("The safe writer's stream")
struct AtomicFileStreamTests {
    @Test func piecesAppearOnlyWhenFinished() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("old", to: "cast")
        let stream = try AtomicFileWriter.Stream(folder.path("cast"), options: .document)
        try stream.write("new ")
        try stream.write(Array("content".utf8))
        #expect(try folder.read("cast") == "old")
        #expect(try folder.names().count == 2, "the temporary file sits beside the target")
        try stream.finish()
        #expect(try folder.read("cast") == "new content")
        #expect(try folder.names() == ["cast"])
        #expect(throws: AtomicFileWriter.Failure.self) { try stream.write("more") }
    }

    @Test func aDroppedStreamLeavesNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        do {
            let stream = try AtomicFileWriter.Stream(folder.path("new.cast"), options: .document)
            try stream.write("half")
        }
        #expect(try folder.names().isEmpty)
    }

    @Test func aFailedWriteRemovesTheTemporaryFileAndKeepsTheTarget() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("old", to: "cast")
        let stream = try AtomicFileWriter.Stream(folder.path("cast"), options: .document, fault: .write)
        #expect(throws: AtomicFileWriter.Failure(detail: "writing failed: no space left on device")) {
            try stream.write("x")
        }
        #expect(try folder.names() == ["cast"])
        #expect(try folder.read("cast") == "old")
    }
}
