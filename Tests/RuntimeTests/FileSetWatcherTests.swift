import ButtonKitTestSupport
import Foundation
import Testing

@testable import Runtime

/// A manifest of hundreds of token files once took one inotify instance per file, all 128
/// the user has: the set watcher takes one watch per folder.
@Suite("The file set watcher")
@MainActor
struct FileSetWatcherTests {
    @Test func threeHundredFilesInOneFolderTakeOneWatch() throws {
        let folder = try TemporaryFolder("set-watcher")
        let paths = (0..<300).map { folder.path("tokens-\($0).json").path }
        for path in paths { try Data("{}".utf8).write(to: URL(fileURLWithPath: path)) }
        let watcher = FileSetWatcher {}
        watcher.watch(paths + [folder.path("theme.theme.json").path])
        #expect(watcher.watchers.count == 1)
        #if os(Linux)
            #expect(watcher.watchers.first?.sources.count == 1)
        #endif
        watcher.stop()
        withExtendedLifetime(folder) {}
    }

    @Test func filesOfTwoFoldersTakeTwoWatches() {
        let groups = FileSetWatcher.byFolder(["a/x.json", "b/y.json", "a/z.json", "a/x.json", "w.json"])
        #expect(groups.map(\.folder) == ["a", "b", "."])
        #expect(groups.map(\.names) == [["x.json", "z.json"], ["y.json"], ["w.json"]])
    }
}
