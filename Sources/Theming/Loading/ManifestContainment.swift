import JSONSupport
import Platform

/// Keeps a manifest to its own folder: the token files and counterpart themes it names must
/// lie in the manifest's folder or below it, so a manifest from a pull request cannot make
/// `themes check` read (and print) a file from elsewhere on the machine. A path is refused
/// when it is absolute, when its `..` lead out of the folder, or when its real path (links
/// followed) lies outside the folder's real path.
///
/// A manifest that itself lies in a trusted folder (the user's own themes folder) may name
/// any file.
struct ManifestContainment {
    /// The manifest's folder, with links followed when it exists.
    private let folder: String
    /// Whether the manifest lies in a trusted folder, so nothing is refused.
    let isTrusted: Bool

    /// The rule for the manifest at `manifest`, trusted when its real path lies in one of
    /// `trustedFolders`.
    init(manifest: URL, trustedFolders: [URL]) {
        let folderURL = manifest.deletingLastPathComponent()
        folder = Self.realPath(folderURL.path) ?? folderURL.standardizedFileURL.path
        let manifestPath = Self.realPath(manifest.path) ?? manifest.standardizedFileURL.path
        isTrusted = trustedFolders.contains { trusted in
            Self.contains(Self.realPath(trusted.path) ?? trusted.standardizedFileURL.path, manifestPath)
        }
    }

    /// Why the manifest may not name `entry`, found at `file` (the entry taken from the
    /// manifest's folder), in one line; `nil` when it may.
    func problem(with entry: String, at file: URL) -> String? {
        guard !isTrusted else { return nil }
        let reason: String
        if entry.hasPrefix("/") {
            reason = "is an absolute path"
        } else if Self.climbsOut(entry) {
            reason = "leads out of the manifest's folder with '..'"
        } else if let real = Self.realPath(file.path), !Self.contains(folder, real) {
            reason = "leads out of the manifest's folder through a symbolic link"
        } else {
            return nil
        }
        return "\(JSONLiteral.string(entry)) \(reason): the files a manifest names must lie in its folder or below it"
    }

    /// The file `entry` names, to tell files listed twice apart: its real path when it
    /// exists, else the path as written, standardized.
    static func identity(of file: URL) -> String {
        realPath(file.path) ?? file.standardizedFileURL.path
    }

    /// Whether a relative path's `..` reach above the folder it starts from.
    static func climbsOut(_ path: String) -> Bool {
        var depth = 0
        for part in path.split(separator: "/") {
            if part == ".." {
                depth -= 1
                if depth < 0 { return true }
            } else if part != "." {
                depth += 1
            }
        }
        return false
    }

    /// Whether `path` is `folder` or lies below it (both absolute, links followed).
    static func contains(_ folder: String, _ path: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` with every link followed and every `.` and `..` gone; `nil` when something on
    /// the way does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
