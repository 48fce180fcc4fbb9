import Foundation
import Testing

@testable import FileAccess

/// `replaceAll`: an export's files are written as one; any step made to fail leaves the
/// folder exactly as it was (contents and names), with old files and new.
@Suite("The safe writer: a set of files")
struct AtomicFileSetTests {
    /// Every fault at every file of a three-file set, two of which exist.
    @Test func everyFailingStepLeavesTheFolderAsItWas() throws {
        var faults: [AtomicFileWriter.SetFault] = []
        for index in 0..<3 {
            faults += AtomicFileWriter.Fault.allCases.map { .file(index, $0) }
            if index != 1 { faults.append(.backup(index)) }  // b.swift is new: nothing to keep
        }
        for fault in faults {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            try folder.write("old a", to: "a.swift")
            try folder.write("old c", to: "c.json")
            let files = [("a.swift", "new a"), ("b.swift", "new b"), ("c.json", "new c")].map {
                (path: folder.path($0.0), bytes: Array($0.1.utf8))
            }
            #expect(throws: AtomicFileWriter.Failure.self, "\(fault)") {
                try AtomicFileWriter.replaceAll(files, options: .document, fault: fault)
            }
            #expect(try folder.names() == ["a.swift", "c.json"], "\(fault)")
            #expect(try folder.read("a.swift") == "old a", "\(fault)")
            #expect(try folder.read("c.json") == "old c", "\(fault)")
        }
    }

    @Test func withoutAFaultEveryFileIsWrittenAndNothingElseIsLeft() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("old a", to: "a.swift")
        try AtomicFileWriter.replaceAll(
            [(folder.path("a.swift"), Array("new a".utf8)), (folder.path("b.swift"), Array("new b".utf8))],
            options: .document)
        #expect(try folder.names() == ["a.swift", "b.swift"])
        #expect(try folder.read("a.swift") == "new a")
        #expect(try folder.read("b.swift") == "new b")
    }

    /// With links followed (`--follow-links`), a link of the user's own is written through:
    /// the link stays a link, its target gets the new content (and a failed set gives the
    /// target its old content back).
    @Test func aLinkedFileIsWrittenThroughItsTarget() throws {
        let following = AtomicFileWriter.Options.document.with(links: .followOwn)
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("shared"), withIntermediateDirectories: false)
        try folder.write("old", to: "shared/Localizable.xcstrings")
        #expect(symlink(folder.path("shared/Localizable.xcstrings"), folder.path("Localizable.xcstrings")) == 0)
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.replaceAll(
                [(folder.path("Localizable.xcstrings"), Array("new".utf8)), (folder.path("X.swift"), [1])],
                options: following, fault: .file(1, .rename))
        }
        #expect(try folder.read("shared/Localizable.xcstrings") == "old")
        try AtomicFileWriter.replaceAll([(folder.path("Localizable.xcstrings"), Array("new".utf8))], options: following)
        #expect(FileKind.of(folder.path("Localizable.xcstrings")) == .symbolicLink)
        #expect(try folder.read("shared/Localizable.xcstrings") == "new")
        #expect(try folder.names() == ["Localizable.xcstrings", "shared"])
    }
}
