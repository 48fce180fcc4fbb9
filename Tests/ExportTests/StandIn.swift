import ButtonKitTestSupport
import Foundation

/// The UIKit stand-in module (`UIKitStandIn/UIKit.swift`), built once per test run with
/// `swiftc -emit-module`, and `swiftc -typecheck` of generated files against it.
enum StandIn {
    static let source = BuiltProduct.packageRoot.appendingPathComponent("Tests/ExportTests/UIKitStandIn/UIKit.swift")

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
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }

    /// Builds the stand-in into a fresh folder and returns the folder (for `-I`).
    static func build() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uikit-stand-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try run([
            "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
            source.path, "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
        ])
        guard result.status == 0 else { throw Failure(description: "the stand-in does not build:\n\(result.output)") }
        return folder
    }
}
