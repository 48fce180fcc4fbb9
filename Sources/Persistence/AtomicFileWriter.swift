#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's content all at once: the bytes go to a new temporary file in the
/// target's folder, which then is renamed over the target (DESIGN.md section 6).
///
/// The temporary file comes from `mkstemp`, which opens with `O_CREAT | O_EXCL` under a
/// random name: it is always a new file, never an existing one and never through a link
/// someone planted. A target that is a link is followed to its file, so the link survives.
/// The target's permission bits are kept (a new file gets 0600: the state is private).
/// On any failure the temporary file is removed and the target is untouched.
enum AtomicFileWriter {
    /// Why a write failed, as the end of a sentence: "no space left on device".
    struct Failure: Error, Equatable {
        var detail: String
        /// The target is a device, FIFO or socket, described in words.
        var specialKind: String?
    }

    /// A step made to fail, so tests can show that every failure cleans up.
    enum Fault: CaseIterable {
        case write, sync, rename
    }

    /// The permission bits of a new file.
    static let newFileMode: mode_t = 0o600

    /// Replaces the content of `path` with `bytes`, creating missing folders.
    /// - Parameters:
    ///   - path: the file to replace or create.
    ///   - bytes: the complete new content.
    ///   - fault: for tests only: the step that pretends to fail.
    static func replace(_ path: String, with bytes: [UInt8], fault: Fault? = nil) throws(Failure) {
        let target = try resolvedTarget(path)
        let directory = parentFolder(of: target)
        try makeFolders(directory)
        let mode = existingMode(of: target) ?? newFileMode

        var template = Array((directory + "/." + baseName(of: target) + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else {
            throw Failure(detail: "cannot create a temporary file in \(directory): \(describeErrno(errno))")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isOpen = true
        func fail(_ code: Int32, _ what: String) -> Failure {
            if isOpen { close(descriptor) }
            unlink(temporary)
            return Failure(detail: "\(what): \(describeErrno(code))")
        }

        var written = 0
        while written < bytes.count {
            let count =
                fault == .write
                ? -1
                : bytes.withUnsafeBytes { buffer in
                    write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
                }
            if count < 0 {
                let code = fault == .write ? ENOSPC : errno
                if code == EINTR { continue }
                throw fail(code, "writing failed")
            }
            written += count
        }
        guard fchmod(descriptor, mode) == 0 else { throw fail(errno, "cannot set the file's permissions") }
        guard fault != .sync, fsync(descriptor) == 0 else { throw fail(fault == .sync ? EIO : errno, "writing failed") }
        isOpen = false
        guard close(descriptor) == 0 else { throw fail(errno, "writing failed") }
        guard fault != .rename, rename(temporary, target) == 0 else {
            throw fail(fault == .rename ? EXDEV : errno, "cannot replace the file")
        }
    }

    /// The file a write really replaces: `path`, or the file a link at `path` points to.
    /// Folders, devices, FIFOs and sockets are refused.
    static func resolvedTarget(_ path: String) throws(Failure) -> String {
        switch FileKind.of(path) {
        case .missing, .regular:
            return path
        case .directory:
            throw Failure(detail: "it is a directory")
        case .special(let kind):
            throw Failure(detail: "it is \(kind)", specialKind: kind)
        case .inaccessible(let code):
            throw Failure(detail: describeErrno(code))
        case .symbolicLink:
            // Only a link of the user's own is followed: one planted by someone else in a
            // shared folder such as /tmp must not make the save replace another file.
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == geteuid() else {
                throw Failure(detail: "it is a symbolic link owned by another user")
            }
            guard let resolved = realpath(path, nil) else {
                throw Failure(
                    detail: "it is a symbolic link to a file that cannot be reached (\(describeErrno(errno)))")
            }
            defer { free(resolved) }
            let real = String(cString: resolved)
            switch FileKind.of(real) {
            case .regular: return real
            case .special(let kind): throw Failure(detail: "it links to \(kind)", specialKind: kind)
            default: throw Failure(detail: "it is a symbolic link to something other than a file")
            }
        }
    }

    /// Creates `folder` and its missing parents (private to the user, as the XDG base
    /// directory specification asks of the state folder), saying which one could not be made.
    static func makeFolders(_ folder: String) throws(Failure) {
        switch FileKind.following(folder) {
        case .directory: return
        case .missing: break
        case .inaccessible(let code): throw Failure(detail: "cannot reach the folder \(folder): \(describeErrno(code))")
        default: throw Failure(detail: "\(folder) is not a folder")
        }
        let parent = parentFolder(of: folder)
        if parent != folder { try makeFolders(parent) }
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
            throw Failure(detail: "cannot create the folder \(folder): \(describeErrno(errno))")
        }
    }

    /// The permission bits of an existing regular file.
    static func existingMode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return info.st_mode & 0o7777
    }

    /// `/a/b` for `/a/b/c`, `.` for `c`, `/` for `/c`.
    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `c` for `/a/b/c`.
    static func baseName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
