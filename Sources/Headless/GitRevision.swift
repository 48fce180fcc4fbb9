import FileAccess
import Platform

/// A file as it was at a git revision (`git show REV:./FILE`, run in the file's folder),
/// copied into a private temporary folder under the same name, so it loads and its
/// messages read as the file's own. The folder goes when the value is dropped.
public final class GitRevision {
    /// The copy's path.
    public let path: String
    private let folder: String

    /// The largest file read from git (button files and themes are far smaller).
    public static let largestFile = 16 * 1024 * 1024

    /// Why a file could not be read from git, as one line.
    public struct Failure: Error {
        /// The line.
        public var message: String
    }

    /// Reads `file` at `revision`.
    /// - Parameters:
    ///   - file: The file in the working tree.
    ///   - revision: A revision git understands (`HEAD~1`, `main`, a commit).
    public init(_ file: String, at revision: String) throws(Failure) {
        guard !revision.isEmpty, !revision.hasPrefix("-"), !revision.contains(":") else {
            throw Failure(message: "--git '\(revision)' is not a revision (no leading '-', no ':')")
        }
        let directory = Self.folder(of: file)
        let name = Self.baseName(of: file)
        let bytes = try Self.run(
            ["git", "-C", directory, "show", "\(revision):./\(name)"], file: file, revision: revision)
        var template = Array(
            ((ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
                + "/button-sim-git.XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw Failure(message: "cannot make a temporary folder (\(describeErrno(errno)))")
        }
        folder = String(cString: made)
        path = folder + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(message: "cannot write a temporary copy (\(describeErrno(errno)))") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(message: "cannot write a temporary copy (\(describeErrno(errno)))") }
            written += count
        }
    }

    deinit {
        unlink(path)
        rmdir(folder)
    }

    /// The folder a path is in (`.` for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A path's last component.
    public static func baseName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
