import JSONSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells a state file from any other file: its first member,
/// `"$format" : "button-sim state"`. A path given as `--state-file` may name anything (a
/// folder, the button file, a file a repository holds); only a file that is recognised as a
/// state file is ever read as one, kept aside when damaged, or replaced by a save.
///
/// Files saved before the header existed are still recognised by their shape: a JSON
/// object with `version`, `target` and `buttons`.
enum StateFileHeader {
    /// The header's key; `$` sorts it before every other key of the sorted JSON.
    static let key = "$format"
    /// The header's value.
    static let value = "button-sim state"

    /// How many bytes from the start hold the header, with room for whitespace.
    static let prefixLength = 256

    /// Whether `bytes` start with the header, JSON whitespace allowed around its tokens.
    static func starts(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        func skipSpace() {
            while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func take(_ text: String) -> Bool {
            skipSpace()
            for byte in text.utf8 {
                guard index < bytes.endIndex, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }
        return take("{") && take("\"\(key)\"") && take(":") && take("\"\(value)\"")
    }

    /// Whether `bytes`, a whole file, are a state file: they start with the header, or they
    /// are a JSON object of the shape files had before it.
    static func recognizes(_ bytes: [UInt8]) -> Bool {
        if starts(bytes[...]) { return true }
        guard case .success(let root) = JSONParser.parse(bytes), case .object = root else { return false }
        return root["version"] != nil && root["target"] != nil && root["buttons"] != nil
    }

    /// The first ``prefixLength`` bytes of the file at `path` (fewer if it is shorter);
    /// `nil` when it cannot be opened or read. Opened without blocking, so a FIFO swapped
    /// in cannot hang.
    static func prefix(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: prefixLength)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, prefixLength) }
        guard count >= 0 else { return nil }
        return Array(buffer[..<count])
    }
}
