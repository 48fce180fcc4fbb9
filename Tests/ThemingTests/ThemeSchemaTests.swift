import Foundation
import Testing

@testable import Theming

/// Keeps `Schemas/theme.schema.json` and the theme loader in step: the shipped themes
/// validate, and for every edit of the default theme below (removing each member, adding
/// each key the loader's tables or the schema name, and a wrong one at every level) the
/// schema and the loader give the same verdict.
@Suite("Theme schema")
struct ThemeSchemaTests {
    static let schema = JSONSchemaCheck.packageRoot.appendingPathComponent("Schemas/theme.schema.json")
    static let themes = ["default", "dark", "high-contrast", "high-contrast-light"].map {
        JSONSchemaCheck.packageRoot.appendingPathComponent("Themes/\($0).json")
    }

    @Test func everyShippedThemeNamesAndPassesTheSchema() throws {
        let verdicts = try JSONSchemaCheck.verdicts(schema: Self.schema, files: Self.themes)
        for theme in Self.themes {
            #expect(
                verdicts[theme.path]?.valid == true, "\(theme.lastPathComponent): \(verdicts[theme.path]?.reason ?? "")"
            )
            let document = try ThemeDocument(contentsOf: theme)
            #expect(document.root["$schema"] as? String == "../Schemas/theme.schema.json")
        }
    }

    @Test func schemaAndLoaderAgreeOnEveryEdit() throws {
        let probes = try ThemeSchemaProbes.all()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (index, probe) in probes.enumerated() {
            let file = folder.appendingPathComponent("probe-\(index).json")
            try probe.document.data().write(to: file)
            files.append(file)
        }
        let verdicts = try JSONSchemaCheck.verdicts(schema: Self.schema, files: files)
        var acceptedKeys: Set<String> = []
        var refusedByBoth = 0
        for (probe, file) in zip(probes, files) {
            let data = try Data(contentsOf: file)
            let loaded = ThemeLoader.load(data: data, fileName: "probe.json", strict: true)
            let loaderAccepts = (try? loaded.get()) != nil
            let schemaVerdict = verdicts[file.path] ?? (false, "no verdict")
            let message =
                "\(probe.name): loader \(loaderAccepts ? "accepts" : "refuses (\(Self.firstProblem(loaded)))"), schema \(schemaVerdict.valid ? "accepts" : "refuses (\(schemaVerdict.reason))")"
            if let gap = probe.knownGap {
                withKnownIssue(Comment(rawValue: gap)) { #expect(loaderAccepts == schemaVerdict.valid, "\(message)") }
            } else {
                #expect(loaderAccepts == schemaVerdict.valid, "\(message)")
            }
            if loaderAccepts && schemaVerdict.valid { acceptedKeys.formUnion(probe.document.allKeys()) }
            if !loaderAccepts && !schemaVerdict.valid { refusedByBoth += 1 }
        }
        // The probes really do test something in both directions.
        #expect(refusedByBoth > 50)
        #expect(acceptedKeys.count > 50)
        // Every key the schema names is one the loader accepted in some probe.
        let schemaKeys = try Self.namedKeys(in: ThemeDocument(contentsOf: Self.schema).root)
        #expect(
            schemaKeys.subtracting(acceptedKeys).isEmpty,
            "schema keys no probe got the loader to accept: \(schemaKeys.subtracting(acceptedKeys).sorted())")
    }

    @Test func requiredStateGroupsMatchTheLoadersTable() throws {
        let schema = try ThemeDocument(contentsOf: Self.schema).root
        let definitions = schema["$defs"] as? [String: Any]
        let variant = definitions?["variantGroup"] as? [String: Any]
        let required = variant?["required"] as? [String] ?? []
        #expect(Set(required) == Set(["default"] + TokenRoles.requiredStates))
        let parts = ((definitions?["stateGroup"] as? [String: Any])?["properties"] as? [String: Any])?.keys.filter {
            !$0.hasPrefix("$")
        }
        #expect(Set(parts ?? []) == Set(TokenRoles.parts))
        let variantMembers = (variant?["properties"] as? [String: Any])?.keys.filter { !$0.hasPrefix("$") } ?? []
        #expect(Set(variantMembers) == [TokenRoles.spinner, "default"])
    }

    /// Every name listed under a `properties` keyword anywhere in the schema.
    static func namedKeys(in schema: Any) -> Set<String> {
        var keys: Set<String> = []
        if let object = schema as? [String: Any] {
            if let properties = object["properties"] as? [String: Any] { keys.formUnion(properties.keys) }
            for value in object.values { keys.formUnion(namedKeys(in: value)) }
        } else if let array = schema as? [Any] {
            for value in array { keys.formUnion(namedKeys(in: value)) }
        }
        return keys
    }

    static func firstProblem(_ result: Result<Theme, ThemeLoadError>) -> String {
        guard case .failure(let error) = result else { return "" }
        return error.problems.first.map { "\($0.path): \($0.message)" } ?? ""
    }
}
