import Foundation
import Testing

/// `play --keys-file PATH` (or `-` for standard input): a script longer than one argument
/// can be given, and exactly one of `--keys` and `--keys-file` is required.
@Suite("play --keys-file")
struct PlayKeysFileTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    func scriptFile(_ text: String) throws -> String {
        let url = cli.home.appendingPathComponent("script-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func aScriptLongerThanOneArgumentCanBeGivenInAFile() throws {
        // 200 KiB: more than the 128 KiB one argument may hold on Linux.
        let keys = Array(repeating: "s", count: 100_001).joined(separator: "\n")
        #expect(keys.utf8.count > 128 * 1024)
        let result = try cli.run(["play", "--keys-file", try scriptFile(keys), "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"selected\""))
    }

    @Test func theScriptCanComeFromStandardInput() throws {
        guard let executable = ButtonSimCLI.executable else { throw ButtonSimCLI.MissingExecutable() }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["play", "--keys-file", "-", "--format", "json"]
        process.currentDirectoryURL = ButtonSimCLI.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = cli.home.path
        environment["XDG_STATE_HOME"] = cli.home.appendingPathComponent("state").path
        process.environment = environment
        process.standardInput = try FileHandle(
            forReadingFrom: URL(fileURLWithPath: try scriptFile("m\r\nwait:200ms\n")))
        let output = cli.home.appendingPathComponent("stdin-out.json")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("\"mutual\""))
    }

    @Test func oneOfKeysAndKeysFileIsRequired() throws {
        let neither = try cli.run(["play"])
        #expect(neither.status == 64)
        #expect(
            neither.stderr.contains("give the script with --keys SCRIPT or --keys-file PATH (- for standard input)"))
        let both = try cli.run(["play", "--keys", "s", "--keys-file", "x"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("give the script with --keys or --keys-file, not both"))
    }

    @Test func anUnreadableScriptFileIsOneLine() throws {
        let missing = try cli.run(["play", "--keys-file", "/nonexistent/script"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "button-sim: play: /nonexistent/script: cannot be read (no such file or directory)\n")
        let folder = try cli.run(["play", "--keys-file", cli.home.path])
        #expect(folder.status == 64)
        #expect(folder.stderr == "button-sim: play: \(cli.home.path): cannot be read (is a directory)\n")
        let binaryFile = cli.home.appendingPathComponent("binary.txt")
        try Data([0x73, 0x20, 0xFF, 0x1B]).write(to: binaryFile)
        let binary = try cli.run(["play", "--keys-file", binaryFile.path])
        #expect(binary.status == 64)
        #expect(binary.stderr == "button-sim: play: \(binaryFile.path): the script is not UTF-8 text\n")
    }

    @Test func aBadTokenInAFileNamesItsPosition() throws {
        let result = try cli.run(["play", "--keys-file", try scriptFile("s\nwait:0x10s\n")])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("button-sim: play: token 2 'wait:0x10s': expected a duration"))
    }

    @Test func aSizeWithLeadingZerosIsRefused() throws {
        let result = try cli.run(["play", "--keys", "s", "--size", "0100x30"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--size must be COLSxROWS with decimal sizes 1...1000, such as 100x30"))
    }
}
