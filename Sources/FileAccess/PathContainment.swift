#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the paths a file names inside the folder that file lies in: a file a repository
/// holds (a theme manifest, the project defaults) must not make ButtonSim read a file from
/// elsewhere on the machine on its say-so. A path is refused when it is absolute, when its
/// `..` lead out of the folder, or when its real path (links followed) lies outside the
/// folder's real path.
public struct PathContainment: Sendable {
    /// Why a path leads out of the folder.
    public enum Escape: Hashable, Sendable {
        /// It starts at `/`.
        case absolute
        /// Its `..` climb above the folder.
        case climbsOut
        /// A symbolic link on the way leads out.
        case throughLink
    }

    /// The folder, with links followed when it exists.
    public let folder: String

    /// The rule for paths taken from the folder at `folder` (absolute and standardized,
    /// used as it is when it does not exist).
    public init(folder: String) {
        self.folder = Self.realPath(folder) ?? folder
    }

    /// How `entry`, found at `file` (the entry taken from the folder), leads out of the
    /// folder; `nil` when it stays inside.
    public func escape(of entry: String, at file: String) -> Escape? {
        if entry.hasPrefix("/") { return .absolute }
        if Self.climbsOut(entry) { return .climbsOut }
        if let real = Self.realPath(file), !Self.contains(folder, real) { return .throughLink }
        return nil
    }

    /// Whether a relative path's `..` reach above the folder it starts from.
    public static func climbsOut(_ path: String) -> Bool {
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
    public static func contains(_ folder: String, _ path: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` with every link followed and every `.` and `..` gone; `nil` when something on
    /// the way does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
