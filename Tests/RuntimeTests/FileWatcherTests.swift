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
    /// The watcher's sources, by identity: the same objects, or new ones.
    func identities(_ watcher: FileWatcher) -> [ObjectIdentifier] {
        watcher.sources.map { ObjectIdentifier($0 as AnyObject) }
    }

    /// Checked on the watcher's own sources, not on the process's open descriptors, which
    /// tests running alongside open and close.
    @Test func watchingTheSamePathAgainMakesNothingNew() throws {
        let folder = try TemporaryFolder("watcher")
        let theme = folder.path("theme.json")
        try Data("{}".utf8).write(to: theme)
        let watcher = FileWatcher {}
        watcher.watch(theme.path)
        let before = identities(watcher)
        #expect(!before.isEmpty)
        for _ in 0..<200 { watcher.watch(theme.path) }
        #expect(identities(watcher) == before)
        watcher.stop()
        withExtendedLifetime(folder) {}
    }
}
