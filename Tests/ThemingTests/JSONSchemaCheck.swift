import Foundation

/// Runs `scripts/check-json-schema.py` (Python's `jsonschema`, draft 2020-12) over files,
/// so tests judge documents the way an editor that reads the schema would.
enum JSONSchemaCheck {
    /// The package root, found from this file so tests run from any directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The script could not judge the files (no python3, no jsonschema, a broken schema).
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether each file is valid against `schema`, keyed by the file's path, with the
    /// validator's first complaint for the invalid ones.
    /// - Parameters:
    ///   - schema: the schema file.
    ///   - files: the documents to judge.
    static func verdicts(schema: URL, files: [URL]) throws -> [String: (valid: Bool, reason: String)] {
        let script = packageRoot.appendingPathComponent("scripts/check-json-schema.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, schema.path] + files.map(\.path)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("schema-check-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        guard process.terminationStatus == 0 || process.terminationStatus == 1 else {
            throw Failure(description: "check-json-schema.py exited \(process.terminationStatus): \(text)")
        }
        var verdicts: [String: (valid: Bool, reason: String)] = [:]
        for line in text.split(separator: "\n").map(String.init) {
            for file in files where line.hasPrefix(file.path + ": ") {
                let rest = line.dropFirst(file.path.count + 2)
                verdicts[file.path] = (rest == "valid", String(rest))
            }
        }
        guard verdicts.count == files.count else {
            throw Failure(description: "check-json-schema.py judged \(verdicts.count) of \(files.count) files: \(text)")
        }
        return verdicts
    }
}
