import ButtonKitTestSupport
import Foundation

/// The UIKit stand-in module (`UIKitStandIn/UIKit.swift`), built once per test run with
/// `swiftc -emit-module`, and `swiftc -typecheck` of generated files against it.
enum StandIn {
    static let folder = BuiltProduct.packageRoot.appendingPathComponent("Tests/ExportTests/UIKitStandIn")
    /// Every file of the UIKit stand-in, built as one module.
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
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        // swiftc's own temporary files go into a folder removed afterwards, with its output.
        let scratch = try TemporaryFolder("swiftc")
        defer { withExtendedLifetime(scratch) {} }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.url.path
        process.environment = environment
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

    /// Builds the stand-in (every file of its folder) into a fresh folder and returns the folder (for `-I`), removed
    /// when the caller lets it go.
    static func build() throws -> TemporaryFolder {
        let scratch = try TemporaryFolder("uikit-stand-in")
        let output = scratch.url
        let result = try run(
            [
                "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
            ] + sources + [
                "-emit-module-path", output.appendingPathComponent("UIKit.swiftmodule").path,
            ])
        guard result.status == 0 else { throw Failure(description: "the stand-in does not build:\n\(result.output)") }
        let xctest = try run([
            "-emit-module", "-module-name", "XCTest", "-parse-as-library", "-swift-version", "6",
            xctestSource.path, "-emit-module-path", output.appendingPathComponent("XCTest.swiftmodule").path,
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
