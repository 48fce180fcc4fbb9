import ButtonKit
import FileAccess
import Platform

#if canImport(Glibc)
#elseif canImport(Darwin)
    import Darwin
#endif

/// One saved state per board: the built-in board keeps `button-sim/state.json`, each
/// button file its own `button-sim/boards/NAME-HASH.json` (NAME from the file's name,
/// HASH from its absolute path, so two `subscribe.json` in different folders never share).
extension StateFileStore {
    /// The default state file of a board: ``defaultURL(environment:)`` for the built-in
    /// board (`buttonsFile` `nil`), else the button file's own file under `boards/`.
    /// - Parameters:
    ///   - buttonsFile: The button file's absolute path; `nil` for the built-in board.
    ///   - environment: The process environment (`XDG_STATE_HOME`, `HOME`).
    public static func defaultURL(
        forButtonsFile buttonsFile: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let shared = defaultURL(environment: environment)
        guard let buttonsFile else { return shared }
        return shared.deletingLastPathComponent().appendingPathComponent("boards/" + boardFileName(buttonsFile))
    }

    /// `NAME-HASH.json` for a button file: NAME is its file name without `.json`, letters,
    /// digits, `.`, `_` and `-` kept and the rest made `_`, at most 40 characters; HASH is
    /// the 64-bit FNV-1a hash of the absolute path in hex, the same on every run.
    static func boardFileName(_ absolutePath: String) -> String {
        var name = String(absolutePath.split(separator: "/").last ?? "buttons")
        if name.hasSuffix(".json") { name.removeLast(5) }
        let kept = name.unicodeScalars.map { scalar -> Character in
            let allowed =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "._-".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "_"
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in absolutePath.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(kept.prefix(40)) + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }

    /// Moves a state saved by an earlier version, when every board shared `state.json`,
    /// to the file of the board it was saved with, so the built-in board starts from its
    /// own state and that button file gets its state back. A `state.json` of the built-in
    /// board, one that cannot be read, or a move that fails is left as it is.
    /// - Parameter environment: The process environment (`XDG_STATE_HOME`, `HOME`).
    /// - Returns: Where the state was moved, or `nil` when nothing moved.
    @discardableResult
    public static func migrateSharedState(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> URL?
    {
        let shared = defaultURL(environment: environment)
        guard FileKind.following(shared.path) == .regular, case .success(let bytes) = readRegularFile(shared.path),
            case .state(let state) = SavedStateReader.read(bytes), let buttonsFile = state.buttonsFile
        else { return nil }
        let target = defaultURL(forButtonsFile: buttonsFile, environment: environment)
        let folder = target.deletingLastPathComponent().path
        if FileKind.following(folder) == .missing, mkdir(folder, 0o700) != 0 { return nil }
        // The shared file is the newer: an earlier version wrote it after any per-board file.
        guard rename(shared.path, target.path) == 0 else { return nil }
        return target
    }
}
