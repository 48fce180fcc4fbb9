/// Watches several files at once (a theme manifest and every token file it reads), calling
/// back when any of them changes; one ``FileWatcher`` per file.
@MainActor
public final class FileSetWatcher {
    private var watchers: [FileWatcher] = []
    private var paths: [String] = []
    private let onChange: @MainActor () -> Void

    /// - Parameter onChange: called on the main queue after any watched file changed.
    public init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    /// Watches exactly `paths` (replacing any earlier set); an empty list stops watching.
    /// Watching the same set again keeps the watches it has.
    public func watch(_ paths: [String]) {
        guard paths != self.paths else { return }
        for watcher in watchers { watcher.stop() }
        self.paths = paths
        watchers = paths.map { path in
            let watcher = FileWatcher(onChange: onChange)
            watcher.watch(path)
            return watcher
        }
    }

    /// Stops watching every file.
    public func stop() { watch([]) }
}
