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
    private var sources: [DispatchSourceProtocol] = []
    private var path: String?
    private let onChange: @MainActor () -> Void

    /// - Parameter onChange: called on the main queue after the file changed.
    public init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    /// Watches `path` (replacing any earlier watch); `nil` stops watching.
    public func watch(_ path: String?) {
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
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY)
        guard inotify_add_watch(fd, folder, mask) >= 0 else {
            close(fd)
            return
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, Self.drainEvents(fd, naming: name) else { return }
                self.onChange()
            }
        }
        source.setCancelHandler { close(fd) }
        sources.append(source)
        source.resume()
    }

    /// Reads all pending inotify events; true when one names the watched file.
    private static func drainEvents(_ fd: Int32, naming name: String) -> Bool {
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let nameLength = buffer.withUnsafeBytes { raw in
                    Int(raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len)
                }
                let nameStart = offset + headerSize
                let nameEnd = min(count, nameStart + nameLength)
                let nameBytes = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == name { touched = true }
                offset = nameStart + nameLength
            }
        }
        return touched
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
                self.watch(path)
                self.onChange()
            }
        }
        source.setCancelHandler { close(fd) }
        sources.append(source)
        source.resume()
    }
    #endif
}
