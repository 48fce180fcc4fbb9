import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Watches one file for changes through inotify, read by a Dispatch source on the main
/// queue (Linux has no kqueue file sources). It watches the file's folder and filters by
/// name, because editors often save by writing a new file and renaming it over the old one.
@MainActor
public final class FileWatcher {
    private var source: DispatchSourceRead?
    private var descriptor: Int32 = -1
    private var fileName: String?
    private let onChange: @MainActor () -> Void

    public init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    /// Watches `path` (replacing any earlier watch); `nil` stops watching.
    public func watch(_ path: String?) {
        stop()
        guard let path else { return }
        let url = URL(fileURLWithPath: path)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY)
        guard inotify_add_watch(fd, url.deletingLastPathComponent().path, mask) >= 0 else {
            close(fd)
            return
        }
        descriptor = fd
        fileName = url.lastPathComponent
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.drainEvents() else { return }
                self.onChange()
            }
        }
        source.setCancelHandler { close(fd) }
        self.source = source
        source.resume()
    }

    public func stop() {
        source?.cancel()
        source = nil
        descriptor = -1
        fileName = nil
    }

    /// Reads all pending inotify events; true when one names the watched file.
    private func drainEvents() -> Bool {
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
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
                if String(decoding: nameBytes, as: UTF8.self) == fileName { touched = true }
                offset = nameStart + nameLength
            }
        }
        return touched
    }
}
