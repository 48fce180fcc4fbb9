import ButtonKitTestSupport
import Foundation

/// Runs a program or one of the repository's scripts (`scripts/…`) from the package root,
/// as CI does, and keeps what it printed.
struct RepositoryScript {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `command arguments` through `/usr/bin/env`, so `python3`, `bash` and `swift`
    /// are found on PATH; a relative command such as `scripts/x.sh` is taken from the
    /// package root.
    /// - Parameters:
    ///   - command: the program or script.
    ///   - arguments: its arguments.
    ///   - directory: where it runs; the package root unless given.
    static func run(_ command: String, _ arguments: [String], in directory: URL = BuiltProduct.packageRoot) throws
        -> Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let program =
            command.contains("/") && !command.hasPrefix("/")
            ? BuiltProduct.packageRoot.appendingPathComponent(command).path : command
        process.arguments = [program] + arguments
        process.currentDirectoryURL = directory
        // Files, not pipes: a long report can never fill a pipe and stall the child.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The child's own temporary files (SwiftPM's, for the plugin) go into this folder too.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path
        process.environment = environment
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}
