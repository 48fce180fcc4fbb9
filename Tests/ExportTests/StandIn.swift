import ButtonKitTestSupport
import Foundation

/// The UIKit model (`UIKitModel/`, a module named UIKit) and the XCTest stand-in, built once
/// per version of their sources with `swiftc`, and `swiftc -typecheck` of generated files
/// against them.
enum StandIn {
    /// The folder of the model's files.
    static let folder = BuiltProduct.packageRoot.appendingPathComponent("Tests/ExportTests/UIKitModel")
    /// The model's Swift files, in name order, then the product's files it measures text with
    /// (`shared-sources.txt`: the device look's font tables).
    static var sources: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let own = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        let list = (try? String(contentsOf: folder.appendingPathComponent("shared-sources.txt"), encoding: .utf8)) ?? ""
        let shared = list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { BuiltProduct.packageRoot.appendingPathComponent($0).path }
        return own + shared
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

    /// How long one compiler or driver run may take before it is stopped: a type check that never
    /// ends (a huge literal) fails its test instead of holding up the suite.
    static let timeLimit = 600.0

    /// A running process a timer may stop (Process is not Sendable).
    private final class Watched: @unchecked Sendable {
        let process: Process
        var stopped = false
        init(_ process: Process) { self.process = process }
    }

    /// Runs `executable` with `arguments` and `environment` added to this process's; returns its
    /// status and what it printed. Its temporary files go into a folder removed afterwards, with
    /// its output. A run longer than ``timeLimit`` is stopped and says so in its output.
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
        let watched = Watched(process)
        let stop = DispatchWorkItem {
            watched.stopped = true
            watched.process.terminate()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: stop)
        process.waitUntilExit()
        stop.cancel()
        try handle.close()
        var printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        if watched.stopped {
            printed += "\n(stopped after \(Int(timeLimit)) s: \(executable.lastPathComponent) did not finish)"
        }
        return (process.terminationStatus, printed)
    }

    /// The built stand-ins: a folder holding the UIKit model as a module and a static library
    /// (`libUIKit.a`), and the XCTest stand-in's module; for `-I` and `-L`.
    struct Modules: Sendable {
        /// The folder.
        let url: URL
    }

    /// Built at most once per test process (every test shares it), and kept in `.build/export-tests/`
    /// under a digest of the sources, so later runs reuse it until a source changes.
    private static let modules: Result<Modules, Failure> = Result { () throws(Failure) in try buildModules() }

    /// The stand-ins, built on first use.
    static func build() throws -> Modules { try modules.get() }

    private static func buildModules() throws(Failure) -> Modules {
        let inputs = sources + [xctestSource.path]
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a over every source's bytes
        for path in inputs {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(description: "the stand-in source \(path) cannot be read")
            }
            for byte in data { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        let cache = BuiltProduct.packageRoot.appendingPathComponent(".build/export-tests")
        let folder = cache.appendingPathComponent("stand-ins-" + String(digest, radix: 16))
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("XCTest.swiftmodule").path) {
            return Modules(url: folder)
        }
        do {
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            // Built beside the cache entry, then renamed: a run that stops half-way leaves no entry.
            let scratch = cache.appendingPathComponent("building-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let model = try run(
                [
                    "-emit-library", "-static", "-emit-module", "-module-name", "UIKit", "-parse-as-library",
                    "-swift-version", "6", "-o", scratch.appendingPathComponent("libUIKit.a").path,
                    "-emit-module-path", scratch.appendingPathComponent("UIKit.swiftmodule").path,
                ] + sources)
            guard model.status == 0 else { throw Failure(description: "the stand-in does not build:\n\(model.output)") }
            let xctest = try run([
                "-emit-module", "-module-name", "XCTest", "-parse-as-library", "-swift-version", "6",
                xctestSource.path, "-emit-module-path", scratch.appendingPathComponent("XCTest.swiftmodule").path,
            ])
            guard xctest.status == 0 else {
                throw Failure(description: "the XCTest stand-in does not build:\n\(xctest.output)")
            }
            if !FileManager.default.fileExists(atPath: folder.path) {
                try FileManager.default.moveItem(at: scratch, to: folder)
            }
            return Modules(url: folder)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "the stand-ins cannot be built: \(error)")
        }
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
    static func typeCheck(_ files: [(name: String, contents: String)], standIn: Modules) throws -> (
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
