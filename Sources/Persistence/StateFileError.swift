import ButtonKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a state file could not be read or written. The caller shows ``message``: on load it
/// starts fresh; on save it explains, after the terminal is restored, why nothing was saved.
public enum StateFileError: Error, Equatable, Sendable {
    /// The file is not a saved state: invalid JSON, a value of the wrong kind or out of range.
    case corrupt(path: String, detail: String, keptAt: String?)
    /// The file ends before its JSON does (often a write cut short).
    case truncated(path: String, keptAt: String?)
    /// Written by another format version.
    case wrongVersion(path: String, found: Int, keptAt: String?)
    /// The file exists but cannot be read (permissions, a directory, ...).
    case unreadable(path: String, detail: String, keptAt: String?)
    /// The path names a device, FIFO or socket: it is neither read nor replaced.
    case notRegularFile(path: String, kind: String)
    /// The path names something that is not a state file (a folder, the button file, any
    /// other file): it is neither moved nor replaced.
    case notStateFile(path: String, detail: String = "not a ButtonSim state file")
    /// The state could not be written.
    case unwritable(path: String, detail: String)

    /// One line: the outcome first, then the file (home as `~`) and where the bad copy was
    /// kept, so a narrow status line still says what happened.
    public var message: String {
        func kept(_ path: String?) -> String {
            path.map { "; bad copy kept as \($0.split(separator: "/").last.map(String.init) ?? $0)" } ?? ""
        }
        switch self {
        case .corrupt(let path, let detail, let keptAt):
            return "started fresh: state file corrupt (\(detail)): \(Self.display(path))\(kept(keptAt))"
        case .truncated(let path, let keptAt):
            return "started fresh: state file truncated: \(Self.display(path))\(kept(keptAt))"
        case .wrongVersion(let path, let found, let keptAt):
            return
                "started fresh: state file has version \(found), expected \(SavedState.currentVersion): \(Self.display(path))\(kept(keptAt))"
        case .unreadable(let path, let detail, let keptAt):
            return "started fresh: state file unreadable (\(detail)): \(Self.display(path))\(kept(keptAt))"
        case .notRegularFile(let path, let kind):
            return
                "state file \(Self.display(path)) is \(kind), not a regular file: it is left alone and the state is not saved"
        case .notStateFile(let path, let detail):
            return "state file \(Self.display(path)) is \(detail): it is left alone and the state is not saved"
        case .unwritable(let path, let detail):
            return "state not saved: \(Self.display(path)) cannot be written (\(detail))"
        }
    }

    /// A path with the home folder written `~`.
    static func display(_ path: String) -> String {
        guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty, home != "/",
            path.hasPrefix(home + "/")
        else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
