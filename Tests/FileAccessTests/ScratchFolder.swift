import Foundation

/// A fresh folder for one test; `remove()` deletes it and everything in it.
struct ScratchFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("button-sim-files-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    func path(_ name: String) -> String { path + "/" + name }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: URL(fileURLWithPath: path(name)), encoding: .utf8)
    }

    /// The folder's entries, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func mode(_ name: String) -> mode_t {
        var info = stat()
        guard lstat(path(name), &info) == 0 else { return 0 }
        return info.st_mode & 0o7777
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
