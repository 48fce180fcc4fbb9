#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the program writes a file (the state file, `play --record`, `export swift`):
/// the bytes go to a new temporary file in the target's folder, which then is renamed over
/// the target, so a reader sees the old content or the new, never half of it.
///
/// The temporary file comes from `mkstemp`, which opens with `O_CREAT | O_EXCL` under a
/// random name: it is always a new file, never an existing one and never through a link
/// someone planted. How links are treated is part of the ``Options``: files the user names
/// (`--output`, `--record`, an export) never pass through a link at the target or inside
/// the working tree (``LinkPolicy/refuse``), since a repository can commit one; the state
/// file under the user's own folders follows the user's own link to its file, so the link
/// survives, and refuses one owned by someone else. Folders, devices, FIFOs, sockets
/// and read-only files are refused and left as they are (`--record /dev/null` does not
/// replace the device). The target's permission bits are kept. A target that did not exist
/// is created without replacing anything made there meanwhile, and an existing one is
/// replaced only if it is still the file that was checked. On any failure the temporary
/// file is removed and the target is untouched.
public enum AtomicFileWriter {
    /// Why a write failed, as the end of a sentence: "no space left on device".
    public struct Failure: Error, Equatable, Sendable {
        /// What went wrong, in words.
        public var detail: String
        /// The target is a device, FIFO or socket, described in words.
        public var specialKind: String?
        /// The write was refused because it would pass through this symbolic link.
        public var refusedLink: String?

        /// A failure described by `detail`.
        public init(detail: String, specialKind: String? = nil, refusedLink: String? = nil) {
            self.detail = detail
            self.specialKind = specialKind
            self.refusedLink = refusedLink
        }
    }

    /// Whether a write may pass through a symbolic link.
    public enum LinkPolicy: Equatable, Sendable {
        /// A link at the target, or a folder on the way that is a link inside the working
        /// tree, is refused (``LinkGuard``). `workingTree` is a real path; `nil` means the
        /// tree holding the current folder (its nearest `.git`, else the folder itself).
        case refuse(workingTree: String? = nil)
        /// A link the user owns is followed to its file; another user's is refused.
        case followOwn
    }

    /// How a new file and missing folders are made.
    public struct Options: Sendable {
        /// The permission bits of a new file, before the umask; `nil`: 0600, private.
        public var newFileMode: mode_t?
        /// Whether missing folders on the way are created.
        public var createsFolders: Bool
        /// The permission bits of created folders, before the umask.
        public var folderMode: mode_t
        /// Whether links are followed.
        public var links: LinkPolicy

        /// The state file: private (0600 in 0700 folders, made as the XDG specification
        /// asks); the user's own link is followed.
        public static let privateState = Options(
            newFileMode: nil, createsFolders: true, folderMode: 0o700, links: .followOwn)
        /// A file the user named (a recording): 0666 less the umask, as any editor makes
        /// it; its folder must exist; no link is passed through.
        public static let document = Options(
            newFileMode: 0o666, createsFolders: false, folderMode: 0o777, links: .refuse())
        /// Files in a folder the user named (an export): as ``document``, and the folder is
        /// made if missing.
        public static let documentInNewFolder = Options(
            newFileMode: 0o666, createsFolders: true, folderMode: 0o777, links: .refuse())

        /// These options with links treated as `links` says (`--follow-links`: ``LinkPolicy/followOwn``).
        public func with(links: LinkPolicy) -> Options {
            var options = self
            options.links = links
            return options
        }
    }

    /// A step made to fail, so tests can show that every failure cleans up.
    package enum Fault: CaseIterable, Sendable {
        case write, sync, rename
    }

    /// The permission bits of a new private file.
    static let newFileMode: mode_t = 0o600

    /// Replaces the content of `path` with `bytes`.
    /// - Parameters:
    ///   - path: the file to replace or create.
    ///   - bytes: the complete new content.
    ///   - options: how a new file and missing folders are made.
    public static func replace(_ path: String, with bytes: [UInt8], options: Options = .privateState)
        throws(Failure)
    {
        try replace(path, with: bytes, options: options, fault: nil)
    }

    /// Checks, without writing, that ``replace(_:with:options:)`` could write `path`, so a
    /// command refuses a bad target before doing its work rather than after.
    /// - Parameters:
    ///   - path: the file to replace or create.
    ///   - options: how a new file and missing folders would be made.
    public static func check(_ path: String, options: Options) throws(Failure) {
        let target = try resolvedTarget(path, links: options.links)
        let directory = parentFolder(of: target)
        switch FileKind.following(directory) {
        case .directory: return
        case .missing where options.createsFolders: return
        case .missing: throw Failure(detail: "the folder \(directory) does not exist")
        default: throw Failure(detail: "\(directory) is not a folder")
        }
    }

    /// ``replace(_:with:options:)`` with a step made to fail, for tests.
    package static func replace(_ path: String, with bytes: [UInt8], options: Options = .privateState, fault: Fault?)
        throws(Failure)
    {
        let stream = try Stream(path, options: options, fault: fault)
        try stream.write(bytes)
        try stream.finish()
    }

    /// A complete new content in a temporary file beside its target, not yet in place.
    struct Staged {
        /// The temporary file.
        var temporary: String
        /// The file it will replace (a link at the path given already followed).
        var target: String
        /// The target as it was checked, if it existed.
        var existing: ExistingFile?
    }

    /// Writes `bytes` to a new temporary file in the target's folder, synced and with the
    /// target's permission bits; on failure nothing is left behind.
    static func stage(_ path: String, with bytes: [UInt8], options: Options, fault: Fault?) throws(Failure) -> Staged {
        let stream = try Stream(path, options: options, fault: fault)
        try stream.write(bytes)
        return try stream.seal()
    }

    /// Puts the finished temporary file at `target`. A new target is made by a hard link,
    /// which fails rather than replace whatever appeared there since the check; an
    /// existing one is renamed over only if it is still the same regular file.
    static func place(
        _ temporary: String, at target: String, expecting existing: ExistingFile?,
        fail: (Int32, String) -> Failure
    ) throws(Failure) {
        guard let existing else {
            if link(temporary, target) == 0 {
                unlink(temporary)
                return
            }
            let code = errno
            // File systems without hard links: the target was missing a moment ago.
            guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP, FileKind.of(target) == .missing else {
                throw fail(code, "cannot create the file")
            }
            guard rename(temporary, target) == 0 else { throw fail(errno, "cannot create the file") }
            return
        }
        var info = stat()
        guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_dev == existing.device,
            info.st_ino == existing.inode
        else {
            throw fail(EBUSY, "the file changed while it was being written, it is left as it is")
        }
        guard rename(temporary, target) == 0 else { throw fail(errno, "cannot replace the file") }
    }

    /// The file a write really replaces: `path`, or the file a link at `path` points to
    /// when `links` follows it. Folders, devices, FIFOs, sockets, read-only files and links
    /// `links` refuses are refused.
    static func resolvedTarget(_ path: String, links: LinkPolicy) throws(Failure) -> String {
        if case .refuse(let tree) = links,
            let found = LinkGuard.link(on: path, workingTree: tree ?? LinkGuard.workingTree())
        {
            let what = found.link == path ? "it is" : "'\(found.link)' is"
            throw Failure(
                detail: "\(what) a symbolic link to '\(found.destination)'; writes do not follow links",
                refusedLink: found.link)
        }
        switch FileKind.of(path) {
        case .missing:
            return path
        case .regular:
            try requireWritable(path)
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
            case .regular:
                try requireWritable(real)
                return real
            case .special(let kind): throw Failure(detail: "it links to \(kind)", specialKind: kind)
            default: throw Failure(detail: "it is a symbolic link to something other than a file")
            }
        }
    }

    /// Refuses a file the user may not write, or that no one may (root included: a file
    /// made read-only is kept, as vim keeps it without `!`).
    private static func requireWritable(_ path: String) throws(Failure) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(detail: describeErrno(errno)) }
        guard info.st_mode & 0o222 != 0, access(path, W_OK) == 0 else {
            throw Failure(detail: "it is read-only")
        }
    }

    /// Creates `folder` and its missing parents, saying which one could not be made.
    static func makeFolders(_ folder: String, mode: mode_t = 0o700) throws(Failure) {
        switch FileKind.following(folder) {
        case .directory: return
        case .missing: break
        case .inaccessible(let code): throw Failure(detail: "cannot reach the folder \(folder): \(describeErrno(code))")
        default: throw Failure(detail: "\(folder) is not a folder")
        }
        let parent = parentFolder(of: folder)
        if parent != folder { try makeFolders(parent, mode: mode) }
        guard mkdir(folder, mode) == 0 || errno == EEXIST else {
            throw Failure(detail: "cannot create the folder \(folder): \(describeErrno(errno))")
        }
    }

    /// An existing regular file: its identity, checked again before it is replaced, and
    /// its permission bits, which the new content keeps.
    struct ExistingFile {
        var device: dev_t
        var inode: ino_t
        var mode: mode_t
    }

    /// The regular file at `path` (links not followed: `path` is already resolved).
    static func existingFile(_ path: String) -> ExistingFile? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return ExistingFile(device: info.st_dev, inode: info.st_ino, mode: info.st_mode & 0o7777)
    }

    /// The process's umask, read by setting it and putting it back.
    static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// `/a/b` for `/a/b/c`, `.` for `c`, `/` for `/c`.
    public static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `c` for `/a/b/c`.
    public static func baseName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
