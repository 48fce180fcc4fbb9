import Foundation
import Testing

@testable import Theming

/// `Schemas/theme-manifest.schema.json` and the manifest reader give the same verdict on
/// each manifest below, and the shipped example manifests pass the schema.
@Suite("Manifest schema")
struct ManifestSchemaTests {
    static let schema = JSONSchemaCheck.packageRoot.appendingPathComponent("Schemas/theme-manifest.schema.json")

    static let probes: [(String, String)] = [
        ("the test team", ManifestFixture.manifest),
        ("one file", #"{"tokens": ["a.json"]}"#),
        ("no tokens", #"{"map": {}}"#),
        ("empty tokens", #"{"tokens": []}"#),
        ("a token path not a string", #"{"tokens": [1]}"#),
        ("an unknown member", #"{"tokens": ["a.json"], "colour": 1}"#),
        ("variants as an array", #"{"tokens": ["a.json"], "variants": ["primary", "danger"]}"#),
        ("a variant with a dot", #"{"tokens": ["a.json"], "variants": {"a.b": "x"}}"#),
        ("a word with a brace", #"{"tokens": ["a.json"], "variants": {"primary": "{x}"}}"#),
        ("a compound state", #"{"tokens": ["a.json"], "states": {"selected-pressed": "sel-active"}}"#),
        ("a capitalised state", #"{"tokens": ["a.json"], "states": {"Pressed": "active"}}"#),
        ("a state word not a string", #"{"tokens": ["a.json"], "states": {"pressed": 3}}"#),
        ("parts", #"{"tokens": ["a.json"], "parts": {"background": "bg"}}"#),
        ("an unknown part", #"{"tokens": ["a.json"], "parts": {"fill": "bg"}}"#),
        ("sizes", #"{"tokens": ["a.json"], "sizes": {"sm": "small"}}"#),
        ("an unknown size", #"{"tokens": ["a.json"], "sizes": {"lg": "large"}}"#),
        ("a pattern", #"{"tokens": ["a.json"], "map": {"color.button.{variant}.{state}.{part}": "{b.{variant}}"}}"#),
        ("an explicit entry", #"{"tokens": ["a.json"], "map": {"color.button.link.selected-pressed.border": "{b}"}}"#),
        ("a value", #"{"tokens": ["a.json"], "map": {"radius.button.default": {"value": 4, "unit": "px"}}}"#),
        ("a number value", #"{"tokens": ["a.json"], "map": {"radius.button.default": 4}}"#),
        ("an unknown role", #"{"tokens": ["a.json"], "map": {"color.btn.x": "{b}"}}"#),
        ("a placeholder in the wrong place", #"{"tokens": ["a.json"], "map": {"height.button.{part}": "{b}"}}"#),
        ("a wrong word for a part", #"{"tokens": ["a.json"], "map": {"color.button.primary.default.fill": "{b}"}}"#),
        ("counterparts", #"{"tokens": ["a.json"], "dark": "d.theme.json", "increasedContrast": "hc.json"}"#),
        ("a counterpart not a string", #"{"tokens": ["a.json"], "dark": 5}"#),
        ("not an object", #"[1]"#),
    ]

    @Test func theExampleManifestsPassTheSchema() throws {
        let folder = JSONSchemaCheck.packageRoot.appendingPathComponent("Themes/examples")
        let manifests = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".theme.json") }.sorted().map { folder.appendingPathComponent($0) }
        #expect(manifests.count == 5)
        let verdicts = try JSONSchemaCheck.verdicts(schema: Self.schema, files: manifests)
        for manifest in manifests {
            #expect(
                verdicts[manifest.path]?.valid == true,
                "\(manifest.lastPathComponent): \(verdicts[manifest.path]?.reason ?? "")")
        }
    }

    @Test func schemaAndReaderAgree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "manifest-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (index, probe) in Self.probes.enumerated() {
            let file = folder.appendingPathComponent("probe-\(index).theme.json")
            try Data(probe.1.utf8).write(to: file)
            files.append(file)
        }
        let verdicts = try JSONSchemaCheck.verdicts(schema: Self.schema, files: files)
        var both = (accepted: 0, refused: 0)
        for (probe, file) in zip(Self.probes, files) {
            var problems = ProblemList(file: "probe")
            let root = try ThemeLoader.parse(Data(probe.1.utf8), fileName: "probe").get()
            let readerAccepts = ManifestReader.read(root, problems: &problems) != nil
            let schema = verdicts[file.path] ?? (false, "no verdict")
            #expect(
                readerAccepts == schema.valid,
                "\(probe.0): reader \(readerAccepts ? "accepts" : "refuses: \(problems.problems.first?.line ?? "")"), schema \(schema.valid ? "accepts" : "refuses: \(schema.reason)")"
            )
            if readerAccepts && schema.valid { both.accepted += 1 }
            if !readerAccepts && !schema.valid { both.refused += 1 }
        }
        #expect(both.accepted > 8)
        #expect(both.refused > 8)
    }
}
