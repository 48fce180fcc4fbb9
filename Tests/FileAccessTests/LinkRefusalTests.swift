import Foundation
import Testing

@testable import FileAccess

/// A repository can commit a symbolic link where a CI job writes (`review.html ->
/// /etc/passwd`, `Generated -> /etc`); git makes it owned by whoever checks out. Files the
/// user names are never written through one, at the target or in a folder on the way
/// inside the working tree, unless links are followed on purpose (`--follow-links`).
@Suite("The safe writer: links a repository holds")
struct LinkRefusalTests {
    /// Options as a command uses them, with the scratch folder as the working tree.
    static func refusing(_ folder: ScratchFolder, base: AtomicFileWriter.Options = .document)
        -> AtomicFileWriter.Options
    {
        base.with(links: .refuse(workingTree: folder.path))
    }

    @Test func aLinkAtTheTargetIsRefusedAndItsFileKept() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("root:x:0:0", to: "passwd")
        #expect(symlink(folder.path("passwd"), folder.path("review.html")) == 0)
        let expected = AtomicFileWriter.Failure(
            detail: "it is a symbolic link to '\(folder.path("passwd"))'; writes do not follow links",
            refusedLink: folder.path("review.html"))
        #expect(throws: expected) {
            try AtomicFileWriter.replace(folder.path("review.html"), with: [1], options: Self.refusing(folder))
        }
        #expect(throws: expected) {
            try AtomicFileWriter.check(folder.path("review.html"), options: Self.refusing(folder))
        }
        #expect(throws: expected) {
            _ = try AtomicFileWriter.Stream(folder.path("review.html"), options: Self.refusing(folder))
        }
        #expect(try folder.read("passwd") == "root:x:0:0")
        #expect(FileKind.of(folder.path("review.html")) == .symbolicLink)
        #expect(try folder.names() == ["passwd", "review.html"])
    }

    @Test func aDanglingLinkAtTheTargetIsRefusedToo() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(symlink("/nonexistent/evil", folder.path("out.cast")) == 0)
        #expect(
            throws: AtomicFileWriter.Failure(
                detail: "it is a symbolic link to '/nonexistent/evil'; writes do not follow links",
                refusedLink: folder.path("out.cast"))
        ) {
            try AtomicFileWriter.replace(folder.path("out.cast"), with: [1], options: Self.refusing(folder))
        }
    }

    @Test func aLinkedFolderInsideTheTreeIsRefusedForEveryFileOfASet() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let outside = try ScratchFolder()
        defer { outside.remove() }
        try folder.write("x", to: "keep")
        #expect(symlink(outside.path, folder.path("Generated")) == 0)
        let files: [(path: String, bytes: [UInt8])] = [
            (folder.path("Generated/FollowButton.swift"), [1]), (folder.path("Generated/Localizable.xcstrings"), [2]),
        ]
        #expect(
            throws: AtomicFileWriter.Failure(
                detail:
                    "\(folder.path("Generated/FollowButton.swift")): '\(folder.path("Generated"))' is a symbolic link to '\(outside.path)'; writes do not follow links",
                refusedLink: folder.path("Generated"))
        ) {
            try AtomicFileWriter.replaceAll(files, options: Self.refusing(folder, base: .documentInNewFolder))
        }
        #expect(try outside.names() == [])
    }

    @Test func aLinkInAFileOfTheSetAloneIsRefusedAndNothingIsWritten() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("precious", to: "victim")
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: false)
        #expect(symlink(folder.path("victim"), folder.path("out/B.swift")) == 0)
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.replaceAll(
                [(folder.path("out/A.swift"), [1]), (folder.path("out/B.swift"), [2])],
                options: Self.refusing(folder, base: .documentInNewFolder))
        }
        #expect(try folder.read("victim") == "precious")
        #expect(try folder.names() == ["out", "victim"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["B.swift"])
    }

    @Test func aLinkedFolderOutsideTheTreeIsFollowed() throws {
        // The system's own links (macOS's /tmp) and the user's above the repository lie
        // outside the working tree: a write may pass through them.
        let tree = try ScratchFolder()
        defer { tree.remove() }
        let above = try ScratchFolder()
        defer { above.remove() }
        try FileManager.default.createDirectory(atPath: above.path("real"), withIntermediateDirectories: false)
        #expect(symlink(above.path("real"), above.path("alias")) == 0)
        try AtomicFileWriter.replace(above.path("alias/x.html"), with: Array("x".utf8), options: Self.refusing(tree))
        #expect(try above.read("real/x.html") == "x")
    }

    @Test func aRelativePathWithDotDotIsCheckedAlongTheWayItReallyGoes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let outside = try ScratchFolder()
        defer { outside.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("docs"), withIntermediateDirectories: false)
        #expect(symlink(outside.path, folder.path("out")) == 0)
        let found = LinkGuard.link(on: folder.path("docs/../out/review.html"), workingTree: folder.path)
        #expect(found == LinkGuard.Found(link: folder.path("docs/../out"), destination: outside.path))
        #expect(LinkGuard.link(on: folder.path("docs/./review.html"), workingTree: folder.path) == nil)
    }

    @Test func followingLinksWritesThroughTheUsersOwnLink() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("old", to: "real.html")
        #expect(symlink("real.html", folder.path("review.html")) == 0)
        try AtomicFileWriter.replace(
            folder.path("review.html"), with: Array("new".utf8),
            options: AtomicFileWriter.Options.document.with(links: .followOwn))
        #expect(try folder.read("real.html") == "new")
        #expect(FileKind.of(folder.path("review.html")) == .symbolicLink)
    }

    @Test func theWorkingTreeIsTheNearestFolderWithGit() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("repo/.git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("repo/a/b"), withIntermediateDirectories: true)
        #expect(LinkGuard.workingTree(of: folder.path("repo/a/b")) == folder.path("repo"))
        #expect(LinkGuard.workingTree(of: folder.path("repo")) == folder.path("repo"))
        #expect(LinkGuard.workingTree(of: folder.path) == folder.path)
    }
}
