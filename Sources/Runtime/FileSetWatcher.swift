/// Watches several files at once (a theme manifest and every token file it reads), calling
/// back when any of them changes: one ``FileWatcher`` per folder, so a manifest of many
/// files in a few folders costs a few watches, not one per file.
@MainActor
public final class FileSetWatcher {
    /// The watchers, one per folder of the files watched.
    private(set) var watchers: [FileWatcher] = []
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
        watchers = Self.byFolder(paths).map { watched in
            let watcher = FileWatcher(onChange: onChange)
            watcher.watch(watched)
            return watcher
        }
    }

    /// Stops watching every file.
    public func stop() { watch([]) }

    /// The paths grouped by folder, folders in the order their first file comes, each name
    /// once.
    static func byFolder(_ paths: [String]) -> [FileWatcher.Watched] {
        var groups: [FileWatcher.Watched] = []
        var positions: [String: Int] = [:]
        for path in paths {
            let (folder, name) = FileWatcher.split(path)
            if let position = positions[folder] {
                if !groups[position].names.contains(name) { groups[position].names.append(name) }
            } else {
                positions[folder] = groups.count
                groups.append(FileWatcher.Watched(folder: folder, names: [name]))
            }
        }
        return groups
    }
}
