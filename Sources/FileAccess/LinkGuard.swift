#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds a symbolic link that a write would pass through, the way a careful CI tool treats
/// an untrusted checkout: git creates a committed link owned by whoever checks out, so
/// ownership says nothing, and `review.html -> /etc/passwd` or `Generated -> /etc` must not
/// make a write land outside the tree.
///
/// The target itself may never be a link. A folder on the way may be one only when the
/// link lies outside the working tree (the system's own, such as macOS's `/tmp`, or the
/// user's own above the repository); inside it, every folder must be a real folder.
enum LinkGuard {
    /// A link a write would pass through.
    struct Found: Equatable {
        /// The link's path, as reached from the path written.
        var link: String
        /// What the link says it points to (its `readlink` text).
        var destination: String
    }

    /// The first link that writing `path` would pass through, or `nil`.
    /// - Parameters:
    ///   - path: The file to write, relative to the current folder or absolute.
    ///   - workingTree: The real path of the tree whose links are refused.
    static func link(on path: String, workingTree: String) -> Found? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let name = components.last else { return nil }
        // `current` is always a real path (no link in it), so `..` is its lexical parent.
        var current = path.hasPrefix("/") ? "/" : currentFolder()
        var shown = path.hasPrefix("/") ? "/" : ""
        for component in components.dropLast() {
            shown += shown.isEmpty || shown.hasSuffix("/") ? component : "/" + component
            switch component {
            case ".": continue
            case "..":
                current = AtomicFileWriter.parentFolder(of: current)
                continue
            default: break
            }
            let next = joined(current, component)
            switch FileKind.of(next) {
            case .symbolicLink:
                if contains(workingTree, current) { return Found(link: shown, destination: destination(of: next)) }
                guard let real = realPath(next) else { return nil }
                current = real
            case .directory:
                current = next
            default:
                // Missing (made by the write) or not a folder (the write fails on its own).
                return nil
            }
        }
        let target = joined(current, name)
        guard FileKind.of(target) == .symbolicLink else { return nil }
        return Found(link: path, destination: destination(of: target))
    }

    /// The working tree of a folder: the nearest folder at or above it that holds `.git` (a
    /// repository's top level, or a worktree's), else the folder itself.
    /// - Parameter start: A real path; the current folder unless given.
    static func workingTree(of start: String = currentFolder()) -> String {
        var folder = start
        while true {
            if FileKind.of(joined(folder, ".git")) != .missing { return folder }
            let parent = AtomicFileWriter.parentFolder(of: folder)
            if parent == folder { return start }
            folder = parent
        }
    }

    /// Whether the real folder `inner` is `tree` or lies below it.
    static func contains(_ tree: String, _ inner: String) -> Bool {
        tree == "/" || inner == tree || inner.hasPrefix(tree + "/")
    }

    /// The process's current folder as a real path; `/` if it cannot be read.
    static func currentFolder() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// `path` with every link resolved, or `nil` when it cannot be reached.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the link at `path` holds, as `readlink` gives it.
    static func destination(of path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }
}
