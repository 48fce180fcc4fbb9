import ButtonKitTestSupport
import Foundation

/// The UIKit model (`UIKitModel/`, a module named UIKit), built once per test run with
/// `swiftc -emit-module`, and `swiftc -typecheck` of generated files against it.
enum StandIn {
    /// The folder of the model's files.
    static let folder = BuiltProduct.packageRoot.appendingPathComponent("Tests/ExportTests/UIKitModel")
    /// The model's Swift files, in name order.
    static var sources: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
    static let xctestSource = BuiltProduct.packageRoot.appendingPathComponent(
        "Tests/ExportTests/XCTestStandIn/XCTest.swift")

    /// `swiftc`: beside the running toolchain's `swift`, else on PATH.
    static var swiftc: URL? {
        let environment = ProcessInfo.processInfo.environment
        var folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        folders.insert("/opt/swift/usr/bin", at: 0)
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Runs swiftc with `arguments`; returns its status and what it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let swiftc else { throw Failure(description: "swiftc not found") }
        return try execute(swiftc, arguments)
    }

    /// Runs `executable` with `arguments` and `environment` added to this process's; returns its
    /// status and what it printed. Its temporary files go into a folder removed afterwards, with
    /// its output.
    static func execute(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let scratch = try TemporaryFolder("run")
        defer { withExtendedLifetime(scratch) {} }
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["TMPDIR"] = scratch.url.path
        process.environment = variables
        let output = scratch.path("output.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }

    /// Builds the stand-in into a fresh folder and returns the folder (for `-I`), removed
    /// when the caller lets it go.
    static func build() throws -> TemporaryFolder {
        let scratch = try TemporaryFolder("uikit-stand-in")
        let folder = scratch.url
        let result = try run(
            [
                "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
            ] + sources + [
                "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
            ])
        guard result.status == 0 else { throw Failure(description: "the stand-in does not build:\n\(result.output)") }
        let xctest = try run([
            "-emit-module", "-module-name", "XCTest", "-parse-as-library", "-swift-version", "6",
            xctestSource.path, "-emit-module-path", folder.appendingPathComponent("XCTest.swiftmodule").path,
        ])
        guard xctest.status == 0 else {
            throw Failure(description: "the XCTest stand-in does not build:\n\(xctest.output)")
        }
        return scratch
    }

    /// A generated file as the stand-ins can check it: each `#Preview` (a macro, whose
    /// plugin is not here) becomes a `Preview` value with the same closure, and the
    /// test's `@testable import` of the app goes (class and tests are checked as one module).
    static func checkable(_ contents: String) -> String {
        var count = 0
        var lines: [String] = []
        for line in contents.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("@testable import ") { continue }
            if line.hasPrefix("#Preview(") {
                count += 1
                lines.append("private let preview\(count) = Preview(" + line.dropFirst("#Preview(".count))
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Type-checks exported files together in Swift 6 mode against the stand-ins;
    /// returns swiftc's status and output.
    static func typeCheck(_ files: [(name: String, contents: String)], standIn: TemporaryFolder) throws -> (
        status: Int32, output: String
    ) {
        let scratch = try TemporaryFolder("typecheck")
        defer { withExtendedLifetime(scratch) {} }
        var paths: [String] = []
        for file in files {
            let url = scratch.path(file.name)
            try checkable(file.contents).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try run(["-typecheck", "-swift-version", "6", "-module-name", "App", "-I", standIn.url.path] + paths)
    }
}
