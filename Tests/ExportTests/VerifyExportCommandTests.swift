import ButtonKitTestSupport
import Foundation
import Testing

/// `scripts/verify-export` says what is wrong in one line before it builds anything: a bad
/// argument, a button the board does not have, a missing compiler; a button file that fails
/// `buttons check` gets the check's own lines.
@Suite("verify-export: bad input")
struct VerifyExportCommandTests {
    /// The script with `arguments`, the built program and `environment`.
    static func verify(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let script = BuiltProduct.packageRoot.appendingPathComponent("scripts/verify-export")
        return try StandIn.execute(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path] + arguments,
            environment: environment.merging(["BUTTON_SIM": buttonSim.path]) { $1 })
    }

    @Test func aBadArgumentIsOneLineAndExit64() throws {
        let result = try Self.verify(["--environments", "some"])
        #expect(result.status == 64)
        #expect(result.output.split(separator: "\n").count == 1, "\(result.output)")
        #expect(result.output.hasPrefix("verify-export: argument --environments: invalid choice"), "\(result.output)")
    }

    @Test func aButtonTheBoardDoesNotHaveIsOneLine() throws {
        let result = try Self.verify(["--button", "nope"])
        #expect(result.status == 64)
        #expect(result.output.split(separator: "\n").count == 1, "\(result.output)")
        #expect(result.output.contains("unknown button 'nope'; valid: follow"), "\(result.output)")
    }

    @Test func aMissingCompilerIsOneLine() throws {
        let result = try Self.verify(["--button", "follow"], environment: ["SWIFTC": "/nonexistent/swiftc"])
        #expect(result.status == 1)
        #expect(
            result.output
                == "verify-export: swiftc not found at /nonexistent/swiftc (SWIFTC): install a Swift 6 toolchain (https://swift.org/install)\n"
        )
    }

    @Test func aButtonFileThatFailsItsCheckGetsTheChecksLines() throws {
        let scratch = try TemporaryFolder("verify-export-input")
        let file = scratch.path("broken.json")
        try #"{"buttons": [{"id": "a", "variant": 3}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let check = try StandIn.execute(buttonSim, ["buttons", "check", file.path])
        let result = try Self.verify(["--buttons", file.path])
        #expect(check.status != 0)
        #expect(result.status == check.status)
        #expect(result.output == check.output, "\(result.output)")
    }
}
