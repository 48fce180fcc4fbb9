/// The last line of a file the export wrote, with a checksum of the rest: a later export
/// replaces the file only while the checksum still holds (it was not edited since),
/// unless told to with `--force`.
public enum GeneratedStamp {
    /// What an existing file is to the export.
    public enum Status: Equatable, Sendable {
        /// Written by the export and unchanged since.
        case unchanged
        /// Written by the export, then edited.
        case edited
        /// Not written by the export.
        case notGenerated
    }

    static let prefix = "// button-sim export stamp "
    static let note = " (edit this file and `export swift` keeps it unless --force)"

    /// `text` (ending in a newline) with the stamp as its last line.
    static func stamped(_ text: String) -> String {
        text + prefix + checksum(text) + note + "\n"
    }

    /// Whether `bytes` is a file the export wrote and left as it was: the stamp line is
    /// found wherever an edit moved it, and the rest must still match its checksum.
    /// - Parameter bytes: The file's content.
    public static func status(of bytes: [UInt8]) -> Status {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let at = lines.lastIndex(where: { $0.hasPrefix(prefix) }) else { return .notGenerated }
        let recorded = lines.remove(at: at).dropFirst(prefix.count).prefix(16)
        return recorded == checksum(lines.joined(separator: "\n")) ? .unchanged : .edited
    }

    /// FNV-1a, 64 bits, as 16 hexadecimal digits: enough to notice an edit (not a
    /// protection against someone forging one).
    static func checksum(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
