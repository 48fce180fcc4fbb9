#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What sits at a path, as `lstat` sees it (a link is not followed).
public enum FileKind: Equatable, Sendable {
    /// Nothing is there.
    case missing
    /// A regular file.
    case regular
    /// A folder.
    case directory
    /// A symbolic link (only from ``of(_:)``, which does not follow one).
    case symbolicLink
    /// A device, FIFO or socket, described in words ("a FIFO").
    case special(String)
    /// `lstat` itself failed (a folder on the way cannot be searched, ...).
    case inaccessible(errno: Int32)

    /// The kind of `path` without following a final link.
    public static func of(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .missing : .inaccessible(errno: code)
        }
        return kind(ofMode: info.st_mode)
    }

    /// The kind of `path` after following links; a dangling link is `.missing`.
    public static func following(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .missing : .inaccessible(errno: code)
        }
        return kind(ofMode: info.st_mode)
    }

    /// The kind a `stat` mode describes.
    public static func kind(ofMode mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .special("a FIFO")
        case S_IFCHR: .special("a character device")
        case S_IFBLK: .special("a block device")
        case S_IFSOCK: .special("a socket")
        default: .special("not a file")
        }
    }
}

/// `strerror` in lower case, to sit inside a sentence: "permission denied".
public func describeErrno(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
}
