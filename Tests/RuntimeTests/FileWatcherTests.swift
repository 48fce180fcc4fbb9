import ButtonKitTestSupport
import Foundation
import Testing

@testable import Runtime

/// Live reload asks the watcher to watch the current theme again after every reload. The
/// probe saw memory grow by about 2 KB a reload without end: each request made a new
/// inotify descriptor and Dispatch source. Watching the path already watched keeps them.
@Suite("The file watcher")
@MainActor
struct FileWatcherTests {
    /// Open descriptors of this process.
    func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    @Test func watchingTheSamePathAgainMakesNothingNew() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/fd") else { return }
        let folder = try TemporaryFolder("watcher")
        let theme = folder.path("theme.json")
        try Data("{}".utf8).write(to: theme)
        let watcher = FileWatcher {}
        watcher.watch(theme.path)
        let before = openDescriptors()
        for _ in 0..<200 { watcher.watch(theme.path) }
        #expect(openDescriptors() == before)
        watcher.stop()
        withExtendedLifetime(folder) {}
    }
}
