#if canImport(Glibc)
    internal import Glibc
#else
    internal import Darwin
#endif

/// Reading a small text file and listing a folder with the C library (the model imports no
/// Foundation): what the asset catalog reader needs.
enum FileText {
    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        guard let folder = opendir(path) else { return false }
        closedir(folder)
        return true
    }

    /// The names in the folder at `path`, sorted; empty when it cannot be read.
    static func names(in path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The UTF-8 text of the file at `path`, `nil` when it cannot be read; at most 1 MB.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
