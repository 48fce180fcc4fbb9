import ButtonKit
import FileAccess
import Platform

#if canImport(Glibc)
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes the saved state (the README's state restoration): a save replaces the file all at
/// once through a new temporary file (``AtomicFileWriter``). Only a state file is ever read,
/// moved or replaced (``StateFileHeader`` tells one): a damaged state file (corrupt,
/// truncated, another version) is never deleted but kept aside as `NAME.bad-N`
/// (``KeepAside``); anything else at the path (a folder, a device, FIFO or socket, a file
/// that is not a state file, one that cannot be read) is left exactly as it is, and the
/// state is not saved over it.
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
            data = try encoder.encode(StateFileDocument(snapshot: snapshot))
        } catch {
            throw .unwritable(path: url.path, detail: "the state could not be encoded")
        }
        try requireStateFileOrNothing()
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
            return .failure(.notStateFile(path: path, detail: "a folder"))
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
            guard StateFileHeader.recognizes(read) else { return .failure(.notStateFile(path: path)) }
            bytes = read
        case .failure(.special(let kind)):
            return .failure(.notRegularFile(path: path, kind: kind))
        case .failure(.tooLarge):
            guard let prefix = StateFileHeader.prefix(of: path), StateFileHeader.starts(prefix[...]) else {
                return .failure(.notStateFile(path: path))
            }
            return .failure(
                .corrupt(path: path, detail: "larger than \(Self.maximumFileSize) bytes", keptAt: KeepAside.move(path)))
        case .failure(.unreadable(let code)):
            // Unread, it cannot be told from any other file: it stays where it is.
            return .failure(.unreadable(path: path, detail: describeErrno(code), keptAt: nil))
        case .failure(.missing):
            return .success(nil)
        case .failure(.directory):
            return .failure(.notStateFile(path: path, detail: "a folder"))
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

    /// Succeeds when the path is free or holds a state file (damaged or not); otherwise
    /// says what is there. Nothing is moved. A save checks this before it writes.
    public func requireStateFileOrNothing() throws(StateFileError) {
        let path = url.path
        switch FileKind.following(path) {
        case .missing:
            return
        case .directory:
            throw .notStateFile(path: path, detail: "a folder")
        case .special(let kind):
            throw .notRegularFile(path: path, kind: kind)
        case .inaccessible(let code):
            throw .unwritable(path: path, detail: describeErrno(code))
        case .regular, .symbolicLink:
            break
        }
        switch Self.readRegularFile(path) {
        case .success(let bytes) where StateFileHeader.recognizes(bytes):
            return
        case .failure(.missing):
            return
        case .failure(.tooLarge):
            if let prefix = StateFileHeader.prefix(of: path), StateFileHeader.starts(prefix[...]) { return }
        case .failure(.special(let kind)):
            throw .notRegularFile(path: path, kind: kind)
        case .failure(.unreadable(let code)):
            throw .unwritable(path: path, detail: describeErrno(code))
        default:
            break
        }
        throw .notStateFile(path: path)
    }

    /// Reads a whole regular file of at most ``maximumFileSize`` bytes, the size checked
    /// before reading.
    static func readRegularFile(_ path: String) -> Result<[UInt8], BoundedFileReader.Failure> {
        BoundedFileReader.bytes(of: path, limit: maximumFileSize)
    }
}
