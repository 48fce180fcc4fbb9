import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches one file, or several files of one folder, for changes, on the main queue, so an
/// edited theme is reloaded. It watches the folder, because editors often save by writing a
/// new file and renaming it over the old one.
///
/// Linux: one inotify watch on the folder, filtered by the files' names, read by a Dispatch
/// read source, however many files of the folder are watched.
/// macOS: Dispatch file-system object sources (kqueue) on the folder and on each file,
/// opened again after every event, since a rename leaves the old descriptor on the old
/// file.
@MainActor
public final class FileWatcher {
    /// What is watched: a folder and the names of its files that count.
    struct Watched: Equatable {
        var folder: String
        var names: [String]
    }

    /// The Dispatch sources watching the files now (a test checks they are kept).
    private(set) var sources: [DispatchSourceProtocol] = []
    private var watched: Watched?
    private let onChange: @MainActor () -> Void

    /// - Parameter onChange: called on the main queue after the file changed.
    public init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    /// Watches `path` (replacing any earlier watch); `nil` stops watching. The path already
    /// watched keeps its watch: every theme reload asks again, and making new sources and
    /// descriptors each time cost memory that was never given back.
    public func watch(_ path: String?) {
        watch(
            path.map { path in
                let (folder, name) = Self.split(path)
                return Watched(folder: folder, names: [name])
            })
    }

    /// Watches the files called `names` in `folder` (replacing any earlier watch), with one
    /// watch on the folder; the same files already watched keep their watch.
    func watch(_ watched: Watched?) {
        if let watched, watched == self.watched, !sources.isEmpty { return }
        restart(watched)
    }

    /// Watches afresh (the folder moved, or on Darwin a file was replaced).
    private func restart(_ watched: Watched?) {
        stop()
        guard let watched else { return }
        self.watched = watched
        startSources(watched)
    }

    /// Stops watching.
    public func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        watched = nil
    }

    /// A path's folder (`.` for a bare name) and last name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    #if os(Linux)
        private func startSources(_ watched: Watched) {
            let names = Set(watched.names)
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { return }
            // The folder moving or going away counts too: the watch follows the path, not the
            // folder, so it is set up again on whatever is at the path now.
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVE_SELF | IN_DELETE_SELF)
            guard inotify_add_watch(fd, watched.folder, mask) >= 0 else {
                close(fd)
                retryLater(watched)
                return
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let events = Self.drainEvents(fd, naming: names)
                    if events.folderMoved {
                        self.restart(watched)
                        self.onChange()
                    } else if events.touched {
                        self.onChange()
                    }
                }
            }
            source.setCancelHandler { close(fd) }
            sources.append(source)
            source.resume()
        }

        /// While nothing is at the path (its folder moved away), looks again each second.
        private func retryLater(_ watched: Watched) {
            self.watched = watched
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.watched == watched, self.sources.isEmpty else { return }
                    self.startSources(watched)
                    if !self.sources.isEmpty { self.onChange() }
                }
            }
        }

        /// Reads all pending inotify events: whether one names a watched file, and whether
        /// the watched folder itself moved or went away.
        private static func drainEvents(_ fd: Int32, naming names: Set<String>) -> (touched: Bool, folderMoved: Bool) {
            var touched = false
            var folderMoved = false
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                let headerSize = MemoryLayout<inotify_event>.size
                while offset + headerSize <= count {
                    let event = buffer.withUnsafeBytes { raw in
                        raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    }
                    let nameLength = Int(event.len)
                    if event.mask & UInt32(IN_MOVE_SELF | IN_DELETE_SELF | IN_IGNORED) != 0 { folderMoved = true }
                    let nameStart = offset + headerSize
                    let nameEnd = min(count, nameStart + nameLength)
                    let nameBytes = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
                    if names.contains(String(decoding: nameBytes, as: UTF8.self)) { touched = true }
                    offset = nameStart + nameLength
                }
            }
            return (touched, folderMoved)
        }
    #elseif canImport(Darwin)
        private func startSources(_ watched: Watched) {
            watchDescriptor(open(watched.folder, O_EVTONLY), events: .write)
            for name in watched.names {
                let path = watched.folder.hasSuffix("/") ? watched.folder + name : watched.folder + "/" + name
                watchDescriptor(open(path, O_EVTONLY), events: [.write, .extend, .delete, .rename])
            }
        }

        private func watchDescriptor(_ fd: Int32, events: DispatchSource.FileSystemEvent) {
            guard fd >= 0 else { return }
            let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: fd, eventMask: events, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let watched = self.watched else { return }
                    self.restart(watched)
                    self.onChange()
                }
            }
            source.setCancelHandler { close(fd) }
            sources.append(source)
            source.resume()
        }
    #endif
}
