import Foundation

/// The `button-sim` executable that `swift test` built beside the test bundle.
enum BuiltBinary {
    static var url: URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("button-sim"))
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/button-sim"))
        return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
    }
}
