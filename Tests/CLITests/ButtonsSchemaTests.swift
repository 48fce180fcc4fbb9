import ButtonKitTestSupport
import Foundation
import Testing

/// `Schemas/buttons.schema.json` against docs/buttons.md: its example and every
/// shipped button file validate, and each rule the schema can express refuses a file that
/// breaks it. (The loader's own test keeps loader and schema key for key in step.)
@Suite("Buttons schema")
struct ButtonsSchemaTests {
    static let root = BuiltProduct.packageRoot
    static let schema = "Schemas/buttons.schema.json"

    /// Every `*.json` under `Schemas/examples` and `Buttons/`, relative to the root.
    static func shippedFiles() -> [String] {
        var files: [String] = []
        for folder in ["Schemas/examples", "Buttons"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".json") { files.append("\(folder)/\(path)") }
            }
        }
        return files.sorted()
    }

    @Test func theDesignExampleAndEveryShippedFileValidate() throws {
        let files = Self.shippedFiles()
        #expect(files.contains("Schemas/examples/profile-header.buttons.json"))
        let result = try RepositoryScript.run("scripts/check-json-schema.py", [Self.schema] + files)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let depth = file.split(separator: "/").count - 1
            let expected = String(repeating: "../", count: depth) + Self.schema
            let named =
                text.contains("\"$schema\": \"\(expected)\"")
                || (file.hasPrefix("Schemas/") && text.contains("\"$schema\": \"../buttons.schema.json\""))
            #expect(named, "\(file) does not name \(expected) in \"$schema\"")
        }
    }

    @Test func theSchemaAcceptsEveryRuleAndRefusesEachBreach() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "buttons-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [(name: String, path: String, valid: Bool)] = []
        let cases =
            ButtonFileCases.accepted.map { ($0.0, $0.1, true) } + ButtonFileCases.refused.map { ($0.0, $0.1, false) }
        for (index, (name, text, valid)) in cases.enumerated() {
            let url = folder.appendingPathComponent("case-\(index).json")
            try Data(text.utf8).write(to: url)
            files.append((name, url.path, valid))
        }
        let result = try RepositoryScript.run("scripts/check-json-schema.py", [Self.schema] + files.map(\.path))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for file in files {
            let line = lines.first { $0.hasPrefix(file.path + ": ") } ?? "no verdict"
            #expect(line.hasSuffix(": valid") == file.valid, "\(file.name): \(line)")
        }
    }
}
