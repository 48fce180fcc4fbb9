import ButtonKit
import FoundationEssentials
import Glibc

/// Why a state file could not be read. The caller shows ``message`` and starts fresh.
public enum StateFileError: Error, Equatable, Sendable {
    /// The file is not valid JSON for a saved state.
    case corrupt(path: String, detail: String, keptAt: String?)
    /// The file ends before its JSON does (often a write cut short).
    case truncated(path: String, keptAt: String?)
    /// Written by another format version.
    case wrongVersion(path: String, found: Int, keptAt: String?)
    /// The file exists but cannot be read (permissions, a directory, ...).
    case unreadable(path: String, detail: String)
    /// The state could not be written.
    case unwritable(path: String, detail: String)

    /// One line for the status bar: the outcome first, then the file (home as `~`) and
    /// where the bad copy was kept, so a narrow status line still says what happened.
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
            return "started fresh: state file has version \(found), expected \(SavedState.currentVersion): \(Self.display(path))\(kept(keptAt))"
        case .unreadable(let path, let detail):
            return "started fresh: state file unreadable (\(detail)): \(Self.display(path))"
        case .unwritable(let path, let detail):
            return "state not saved: \(Self.display(path)) cannot be written (\(detail))"
        }
    }

    /// A path with the home folder written `~`.
    static func display(_ path: String) -> String {
        guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty, home != "/",
              path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}

/// Reads and writes the saved state: atomically (a temporary file, then rename), and never
/// deleting a bad file, which is moved aside as `NAME.bad-N`.
public struct StateFileStore: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// `$XDG_STATE_HOME/button-sim/state.json`, else `~/.local/state/button-sim/state.json`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_STATE_HOME"], !xdg.isEmpty {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        return base.appendingPathComponent("button-sim/state.json")
    }

    /// Writes the snapshot to a temporary file beside the target, then renames it over.
    public func save(_ snapshot: SavedState) throws(StateFileError) {
        let fileManager = FileManager.default
        let directory = url.deletingLastPathComponent()
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(snapshot)
            let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let detail = String(cString: strerror(errno))
                try? fileManager.removeItem(at: temporary)
                throw StateFileError.unwritable(path: url.path, detail: detail)
            }
        } catch let error as StateFileError {
            throw error
        } catch {
            throw StateFileError.unwritable(path: url.path, detail: String(describing: error))
        }
    }

    /// The saved snapshot, `nil` when there is no file yet, or a typed error after keeping
    /// the bad file aside.
    public func load() -> Result<SavedState?, StateFileError> {
        let path = url.path
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .success(nil) }
        if isDirectory { return .failure(.unreadable(path: path, detail: "it is a directory")) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.unreadable(path: path, detail: String(cString: strerror(EACCES))))
        }
        struct VersionOnly: Decodable { var version: Int }
        let decoder = JSONDecoder()
        if let probe = try? decoder.decode(VersionOnly.self, from: data), probe.version != SavedState.currentVersion {
            return .failure(.wrongVersion(path: path, found: probe.version, keptAt: keepAside()))
        }
        do {
            return .success(try decoder.decode(SavedState.self, from: data))
        } catch {
            if Self.looksTruncated(data) { return .failure(.truncated(path: path, keptAt: keepAside())) }
            return .failure(.corrupt(path: path, detail: Self.describe(error), keptAt: keepAside()))
        }
    }

    /// Moves the bad file to the first free `NAME.bad-N` and returns that path.
    private func keepAside() -> String? {
        for attempt in 1...1000 {
            let aside = url.path + ".bad-\(attempt)"
            if !FileManager.default.fileExists(atPath: aside) {
                return rename(url.path, aside) == 0 ? aside : nil
            }
        }
        return nil
    }

    /// An empty file, or JSON that starts as an object and stops inside it (a write cut
    /// short). Anything else that fails to decode is corrupt.
    static func looksTruncated(_ data: Data) -> Bool {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        guard let first = data.first(where: { !isSpace($0) }) else { return true }
        guard first == UInt8(ascii: "{") else { return false }
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return depth > 0 || inString
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "not valid JSON" : "bad value at \(path)"
        default: return "unreadable content"
        }
    }
}
