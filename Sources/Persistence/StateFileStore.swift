import ButtonKit
import FileAccess
import Platform

#if canImport(Glibc)
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes the saved state (the README's state restoration): a save replaces the file all at
/// once through a new temporary file (``AtomicFileWriter``); a file that cannot be used
/// (corrupt, truncated, another version, unreadable, a folder) is never deleted but kept
/// aside as `NAME.bad-N` (``KeepAside``); a device, FIFO or socket is neither read nor
/// replaced.
public struct StateFileStore: Sendable {
    /// The state file.
    public let url: URL

    /// State files larger than this are not read: a saved state is a few kilobytes.
    public static let maximumFileSize = 4 * 1024 * 1024

    /// A store for the state file at `url` (nothing is read or written yet).
    public init(url: URL) { self.url = url }

    /// `$XDG_STATE_HOME/button-sim/state.json` when that variable holds an absolute path
    /// (the XDG specification says to ignore a relative one), else
    /// `~/.local/state/button-sim/state.json`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home =
                environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
                ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        return base.appendingPathComponent("button-sim/state.json")
    }

    /// Writes the snapshot in place of the file, keeping the file's permissions.
    public func save(_ snapshot: SavedState) throws(StateFileError) {
        try save(snapshot, fault: nil)
    }

    /// ``save(_:)`` with a step made to fail, for tests.
    func save(_ snapshot: SavedState, fault: AtomicFileWriter.Fault?) throws(StateFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(snapshot)
        } catch {
            throw .unwritable(path: url.path, detail: "the state could not be encoded")
        }
        do {
            try AtomicFileWriter.replace(url.path, with: Array(data), fault: fault)
        } catch {
            if let kind = error.specialKind { throw .notRegularFile(path: url.path, kind: kind) }
            throw .unwritable(path: url.path, detail: error.detail)
        }
    }

    /// The saved snapshot, `nil` when there is no file yet, or a typed error after keeping
    /// the bad file aside.
    public func load() -> Result<SavedState?, StateFileError> {
        load(reading: Self.readRegularFile)
    }

    /// ``load()`` with the reading step given, so tests can make it fail as it does for a
    /// file without read permission (which root, running the tests, can always read).
    func load(reading readFile: (String) -> Result<[UInt8], BoundedFileReader.Failure>) -> Result<
        SavedState?, StateFileError
    > {
        let path = url.path
        switch FileKind.following(path) {
        case .missing:
            return .success(nil)
        case .directory:
            return .failure(.unreadable(path: path, detail: "it is a directory", keptAt: KeepAside.move(path)))
        case .special(let kind):
            return .failure(.notRegularFile(path: path, kind: kind))
        case .inaccessible(let code):
            return .failure(.unreadable(path: path, detail: describeErrno(code), keptAt: nil))
        case .regular, .symbolicLink:
            break
        }
        let bytes: [UInt8]
        switch readFile(path) {
        case .success(let read):
            bytes = read
        case .failure(.special(let kind)):
            return .failure(.notRegularFile(path: path, kind: kind))
        case .failure(.tooLarge):
            return .failure(
                .corrupt(path: path, detail: "larger than \(Self.maximumFileSize) bytes", keptAt: KeepAside.move(path)))
        case .failure(.unreadable(let code)):
            return .failure(.unreadable(path: path, detail: describeErrno(code), keptAt: KeepAside.move(path)))
        case .failure(.missing):
            return .success(nil)
        case .failure(.directory):
            return .failure(.unreadable(path: path, detail: "it is a directory", keptAt: KeepAside.move(path)))
        }
        switch SavedStateReader.read(bytes) {
        case .state(let state):
            return .success(state)
        case .truncated:
            return .failure(.truncated(path: path, keptAt: KeepAside.move(path)))
        case .wrongVersion(let found):
            return .failure(.wrongVersion(path: path, found: found, keptAt: KeepAside.move(path)))
        case .corrupt(let detail):
            return .failure(.corrupt(path: path, detail: detail, keptAt: KeepAside.move(path)))
        }
    }

    /// Reads a whole regular file of at most ``maximumFileSize`` bytes, the size checked
    /// before reading.
    static func readRegularFile(_ path: String) -> Result<[UInt8], BoundedFileReader.Failure> {
        BoundedFileReader.bytes(of: path, limit: maximumFileSize)
    }
}
