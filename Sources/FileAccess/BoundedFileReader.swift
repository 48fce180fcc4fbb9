#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole regular file of at most a given size, checking the size before reading:
/// a 2 GB file given as a button file costs one `fstat`, not 2 GB of memory. Opened
/// without blocking and checked after opening, so a FIFO swapped in cannot hang a load;
/// at most `limit + 1` bytes are read even if the file grows meanwhile.
public enum BoundedFileReader {
    /// Why a file's bytes could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// No such file.
        case missing
        /// A folder.
        case directory
        /// A device, FIFO or socket, in words.
        case special(String)
        /// Larger than the limit; the size `fstat` saw, or what was read when it grew.
        case tooLarge(size: Int)
        /// `open` or `read` failed with this `errno`.
        case unreadable(Int32)
    }

    /// The bytes of the regular file at `path`, refused beyond `limit` bytes.
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The largest size accepted, in bytes.
    public static func bytes(of path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .failure(.missing) }
            return .failure(code == EISDIR ? .directory : .unreadable(code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(errno)) }
        switch FileKind.kind(ofMode: info.st_mode) {
        case .regular: break
        case .directory: return .failure(.directory)
        case .special(let kind): return .failure(.special(kind))
        default: return .failure(.unreadable(EINVAL))
        }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(.tooLarge(size: size)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: min(64 * 1024, limit + 1))
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errno))
            }
            if count == 0 { return .success(bytes) }
            bytes += chunk[..<count]
        }
        return .failure(.tooLarge(size: bytes.count))
    }
}
