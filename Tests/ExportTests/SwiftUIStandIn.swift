import ButtonKitTestSupport
import Foundation

/// The SwiftUI stand-in (`SwiftUIModel/`, a module named SwiftUI), built once per version of
/// its sources with `swiftc`, and `swiftc -typecheck` of SwiftUI exports against it.
enum SwiftUIStandIn {
    /// The folder of the stand-in's files.
    static let folder = BuiltProduct.packageRoot.appendingPathComponent("Tests/ExportTests/SwiftUIModel")

    /// The stand-in's Swift files, in name order.
    static var sources: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    private static let modules: Result<StandIn.Modules, StandIn.Failure> = Result { () throws(StandIn.Failure) in
        try buildModule()
    }

    /// The built module's folder (`SwiftUI.swiftmodule` and `libSwiftUI.a`), built on first use.
    static func build() throws -> StandIn.Modules { try modules.get() }

    private static func buildModule() throws(StandIn.Failure) -> StandIn.Modules {
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a over every source's bytes
        for path in sources {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw StandIn.Failure(description: "the stand-in source \(path) cannot be read")
            }
            for byte in data { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        let cache = BuiltProduct.packageRoot.appendingPathComponent(".build/export-tests")
        let folder = cache.appendingPathComponent("swiftui-" + String(digest, radix: 16))
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUI.swiftmodule").path) {
            return StandIn.Modules(url: folder)
        }
        do {
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            let scratch = cache.appendingPathComponent("building-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let built = try StandIn.run(
                [
                    "-emit-library", "-static", "-emit-module", "-module-name", "SwiftUI", "-parse-as-library",
                    "-swift-version", "6", "-o", scratch.appendingPathComponent("libSwiftUI.a").path,
                    "-emit-module-path", scratch.appendingPathComponent("SwiftUI.swiftmodule").path,
                ] + sources)
            guard built.status == 0, !built.output.contains("warning") else {
                throw StandIn.Failure(description: "the SwiftUI stand-in does not build cleanly:\n\(built.output)")
            }
            if !FileManager.default.fileExists(atPath: folder.path) {
                try FileManager.default.moveItem(at: scratch, to: folder)
            }
            return StandIn.Modules(url: folder)
        } catch let failure as StandIn.Failure {
            throw failure
        } catch {
            throw StandIn.Failure(description: "the SwiftUI stand-in cannot be built: \(error)")
        }
    }

    /// Type-checks exported files together (module `App`) in Swift 6 mode against the stand-in.
    static func typeCheck(_ files: [(name: String, contents: String)], standIn: StandIn.Modules) throws -> (
        status: Int32, output: String
    ) {
        let scratch = try TemporaryFolder("swiftui-typecheck")
        defer { withExtendedLifetime(scratch) {} }
        var paths: [String] = []
        for file in files {
            let url = scratch.path(file.name)
            try StandIn.checkable(file.contents).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try StandIn.run(
            ["-typecheck", "-swift-version", "6", "-module-name", "App", "-I", standIn.url.path] + paths)
    }
}
