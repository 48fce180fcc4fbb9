import Foundation
import Testing

/// Bad input before curses starts: one clear line on stderr and a documented exit code.
@Suite("Command-line errors")
struct CommandLineErrorTests {
    func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, stderr: String) {
        let binary = try #require(BuiltBinary.url)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func notATerminalIsOneLineAndExitCode4() throws {
        let result = try run(["--fresh"], environment: ["TERM": "xterm-256color", "HOME": "/tmp"])
        #expect(result.status == 4)
        #expect(result.stderr.hasPrefix("button-sim: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aMissingThemeIsOneLineAndExitCode3() throws {
        let result = try run(
            ["play", "--keys", "s", "--theme", "/nonexistent/theme.json"], environment: ["HOME": "/tmp"])
        #expect(result.status == 3)
        #expect(result.stderr == "button-sim: /nonexistent/theme.json: theme file not found\n")
    }
}
