import ButtonKitTestSupport
import Foundation

/// Runs the built `button-sim` as a user would, with a private home and state folder so
/// the user's real state file is never touched.
struct ButtonSimCLI {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A fresh temporary folder used as HOME and XDG_STATE_HOME, removed when the test ends.
    var home: URL { folder.url }
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("button-sim-cli")
    }

    /// The package root, found from this file so tests run from any directory.
    static let packageRoot = BuiltProduct.packageRoot

    /// The executable `swift test` built beside the test bundle (or `BUTTONSIM_BINARY`).
    static var executable: URL? { BuiltProduct.buttonSim }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String {
            "button-sim was not found beside the test bundle nor in .build/debug; run `swift build` first or set BUTTONSIM_BINARY"
        }
    }

    /// Runs `button-sim arguments` in the package root (or `directory`) with a controlled
    /// environment (no NO_COLOR, a private HOME and XDG_STATE_HOME).
    func run(_ arguments: [String], environment extra: [String: String] = [:], in directory: URL? = nil) throws
        -> Result
    {
        guard let executable = Self.executable else { throw MissingExecutable() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? Self.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["HOME"] = home.path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["TERM"] = "xterm-256color"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        // Files, not pipes: a large svg can never fill a pipe and stall the child.
        let outURL = home.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = home.appendingPathComponent("stderr-\(UUID().uuidString)")
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

    /// Every file under the private home, to prove a command wrote nothing there.
    func filesWritten() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: home.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if !path.hasPrefix("stdout-") && !path.hasPrefix("stderr-") { files.append(path) }
        }
        return files
    }
}
