import Foundation

/// Finds executables `swift test` built, for tests that run the real program.
public enum BuiltProduct {
    /// The package root, found from this file so tests run from any directory.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `button-sim` executable: `BUTTONSIM_BINARY` if set, else beside the test bundle,
    /// else `.build/debug`.
    public static var buttonSim: URL? { named("button-sim", override: "BUTTONSIM_BINARY") }

    /// The first executable called `name` found: at the path in the environment variable
    /// `variable` if set, then beside the running test binary or up to three folders above it,
    /// then in `.build/debug`; `nil` if there is none.
    /// - Parameters:
    ///   - name: The executable's name.
    ///   - variable: An environment variable that may name its path.
    public static func named(_ name: String, override variable: String? = nil) -> URL? {
        var candidates: [URL] = []
        if let variable, let path = ProcessInfo.processInfo.environment[variable] {
            candidates.append(URL(fileURLWithPath: path))
        }
        if let first = CommandLine.arguments.first {
            var directory = URL(fileURLWithPath: first).deletingLastPathComponent()
            // On macOS the bundle's binary sits in `X.xctest/Contents/MacOS/`.
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent(name))
                directory = directory.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/" + name))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
