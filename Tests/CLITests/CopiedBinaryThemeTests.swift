import Foundation
import Testing

/// The binary copied alone to an empty folder (no `Themes/` anywhere near it) still knows
/// every shipped theme by name, and `t` cycles through them.
@Suite("A copied binary knows every shipped theme")
struct CopiedBinaryThemeTests {
    let cli: ButtonSimCLI

    init() throws { cli = try ButtonSimCLI() }

    /// Runs a copy of the binary from an empty folder with a private HOME.
    func runCopy(_ arguments: [String], configThemes: [String: String] = [:]) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        guard let executable = ButtonSimCLI.executable else { throw ButtonSimCLI.MissingExecutable() }
        let empty = cli.home.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let copy = empty.appendingPathComponent("button-sim")
        // A hard link where it can be: a copy is written through a descriptor that a child
        // forked meanwhile by a test running alongside can still hold, and running the copy
        // then fails with "text file busy". Across file systems, a copy.
        do {
            try FileManager.default.linkItem(at: executable, to: copy)
        } catch {
            try FileManager.default.copyItem(at: executable, to: copy)
        }
        let config = cli.home.appendingPathComponent("config")
        let themes = config.appendingPathComponent("button-sim/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        for (name, content) in configThemes { try Data(content.utf8).write(to: themes.appendingPathComponent(name)) }
        let process = Process()
        process.executableURL = copy
        process.arguments = arguments
        process.currentDirectoryURL = empty
        process.environment = [
            "HOME": cli.home.path, "XDG_STATE_HOME": cli.home.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": config.path, "PATH": "/usr/bin:/bin",
        ]
        let out = cli.home.appendingPathComponent("copy-out-\(UUID().uuidString)")
        let err = cli.home.appendingPathComponent("copy-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOf: out, encoding: .utf8),
            try String(contentsOf: err, encoding: .utf8)
        )
    }

    @Test(arguments: ["default", "dark", "high-contrast", "high-contrast-light"])
    func everyShippedThemeLoadsByName(name: String) throws {
        let result = try runCopy(["play", "--theme", name, "--keys", "s", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"theme\" : \"\(name)\""), "\(result.stdout)")
    }

    @Test func tCyclesTheBuiltInThemes() throws {
        for (keys, theme) in [
            ("t", "dark"), ("t t", "high-contrast"), ("t t t", "high-contrast-light"), ("t t t t", "default"),
        ] {
            let result = try runCopy(["play", "--keys", keys, "--format", "json"])
            #expect(result.stdout.contains("\"theme\" : \"\(theme)\""), "\(keys): \(result.stdout)")
        }
    }

    @Test func aThemeInTheConfigFolderJoinsTheCycle() throws {
        let dark = try String(
            contentsOf: ButtonSimCLI.packageRoot.appendingPathComponent("Themes/dark.json"), encoding: .utf8)
        let result = try runCopy(["play", "--keys", "t t t t", "--format", "json"], configThemes: ["mine.json": dark])
        #expect(result.stdout.contains("\"theme\" : \"mine\""), "\(result.stdout)")
    }
}
