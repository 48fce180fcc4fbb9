import ButtonKitTestSupport
import Foundation
import Testing

/// The README's test command is `scripts/test`, CI runs exactly it (then its fuzzing), and on a machine that
/// lacks a tool it cannot install it says in one line what to install.
@Suite("The test command")
struct TestCommandTests {
    @Test func theReadmeAndCIRunTheSameCommand() throws {
        let root = BuiltProduct.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Test it\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first)
        let command = try #require(block.components(separatedBy: "\n```").first)
        #expect(command == "scripts/test")
        let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        // After the shell's set-up, the README's command; then only the extra checks an issue
        // asks of CI (scripts of their own), never a different test command.
        let commands = ci.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("#") && !$0.isEmpty && !$0.hasPrefix("set ") && !$0.hasPrefix("cd ")
        }
        #expect(commands.first == command)
        #expect(commands.dropFirst().allSatisfy { $0.hasPrefix("bash scripts/") && !$0.contains("test") })
    }

    #if os(Linux)
        /// Not root and no tmux: nothing is installed, one line names the command to run.
        @Test func aMissingToolIsNamedWithTheCommandThatInstallsIt() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fresh-\(UUID().uuidString)")
            let bin = folder.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            // Every tool the script uses but tmux, zsh and fish; `id` says an ordinary user.
            for tool in ["bash", "dirname", "uname", "dpkg", "python3", "mkdir"] {
                let found = ["/usr/bin/", "/bin/"].map { $0 + tool }.first {
                    FileManager.default.isExecutableFile(atPath: $0)
                }
                try FileManager.default.createSymbolicLink(
                    atPath: bin.appendingPathComponent(tool).path, withDestinationPath: try #require(found))
            }
            let id = bin.appendingPathComponent("id")
            try Data("#!/bin/sh\necho 1000\n".utf8).write(to: id)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: id.path)

            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "bash", BuiltProduct.packageRoot.appendingPathComponent("scripts/test").path, "--setup-only",
            ]
            process.environment = ["PATH": bin.path, "HOME": folder.path]
            let output = folder.appendingPathComponent("output")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            let handle = try FileHandle(forWritingTo: output)
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try handle.close()
            #expect(process.terminationStatus == 1)
            #expect(
                try String(contentsOf: output, encoding: .utf8) == """
                    scripts/test: no zsh fish: the completion tests for them are skipped
                    scripts/test: missing tmux; install them (Debian or Ubuntu: sudo apt-get install tmux), then run scripts/test again

                    """)
        }
    #endif
}
