import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches one file for changes, on the main queue, so an edited theme is reloaded.
/// It watches the file's folder as well, because editors often save by writing a new
/// file and renaming it over the old one.
///
/// Linux: inotify on the folder, filtered by name, read by a Dispatch read source.
/// macOS: Dispatch file-system object sources (kqueue) on the folder and on the file,
/// opened again after every event, since a rename leaves the old descriptor on the old
/// file.
@MainActor
public final class FileWatcher {
    /// The Dispatch sources watching the path now (a test checks they are kept).
    private(set) var sources: [DispatchSourceProtocol] = []
    private var path: String?
    private let onChange: @MainActor () -> Void

    /// - Parameter onChange: called on the main queue after the file changed.
    public init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    /// Watches `path` (replacing any earlier watch); `nil` stops watching. The path already
    /// watched keeps its watch: every theme reload asks again, and making new sources and
    /// descriptors each time cost memory that was never given back.
    public func watch(_ path: String?) {
        if let path, path == self.path, !sources.isEmpty { return }
        restart(path)
    }

    /// Watches `path` afresh (its folder moved, or on Darwin the file was replaced).
    private func restart(_ path: String?) {
        stop()
        guard let path else { return }
        self.path = path
        startSources(path)
    }

    /// Stops watching.
    public func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        path = nil
    }

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    #if os(Linux)
        private func startSources(_ path: String) {
            let (folder, name) = Self.split(path)
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { return }
            // The folder moving or going away counts too: the watch follows the path, not the
            // folder, so it is set up again on whatever is at the path now.
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVE_SELF | IN_DELETE_SELF)
            guard inotify_add_watch(fd, folder, mask) >= 0 else {
                close(fd)
                retryLater(path)
                return
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let events = Self.drainEvents(fd, naming: name)
                    if events.folderMoved {
                        self.restart(path)
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
        private func retryLater(_ path: String) {
            self.path = path
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.path == path, self.sources.isEmpty else { return }
                    self.startSources(path)
                    if !self.sources.isEmpty { self.onChange() }
                }
            }
        }

        /// Reads all pending inotify events: whether one names the watched file, and whether
        /// the watched folder itself moved or went away.
        private static func drainEvents(_ fd: Int32, naming name: String) -> (touched: Bool, folderMoved: Bool) {
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
                    if String(decoding: nameBytes, as: UTF8.self) == name { touched = true }
                    offset = nameStart + nameLength
                }
            }
            return (touched, folderMoved)
        }
    #elseif canImport(Darwin)
        private func startSources(_ path: String) {
            watchDescriptor(open(Self.split(path).folder, O_EVTONLY), events: .write)
            watchDescriptor(open(path, O_EVTONLY), events: [.write, .extend, .delete, .rename])
        }

        private func watchDescriptor(_ fd: Int32, events: DispatchSource.FileSystemEvent) {
            guard fd >= 0 else { return }
            let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: fd, eventMask: events, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let path = self.path else { return }
                    self.restart(path)
                    self.onChange()
                }
            }
            source.setCancelHandler { close(fd) }
            sources.append(source)
            source.resume()
        }
    #endif
}
