import ButtonKitTestSupport
import Definitions
import FoundationEssentials
import Simulator
import Testing

/// The loader and `Schemas/buttons.schema.json` give the same verdict on the same files
/// (the schema test runs these cases through the schema), and the built-in copy of
/// `Buttons/default.json` is the file.
@Suite("Button files: the loader agrees with the schema")
struct SchemaAgreementTests {
    @Test func everyAcceptedCaseLoadsAndEveryRefusedCaseFails() {
        for (name, json) in ButtonFileCases.accepted {
            if case .failure(let error) = BuiltInFixture.board(json: json, reservedKeys: KeyBindings.reservedCharacters)
            {
                Issue.record("\(name) was refused: \(error.errors.map(\.line))")
            }
        }
        for (name, json) in ButtonFileCases.refused {
            if case .success = BuiltInFixture.board(json: json, reservedKeys: KeyBindings.reservedCharacters) {
                Issue.record("\(name) was accepted")
            }
        }
    }

    @Test func theBuiltInCopyIsTheFile() throws {
        let file = BuiltProduct.packageRoot.appendingPathComponent("Buttons/default.json")
        #expect(try String(contentsOf: file, encoding: .utf8) == BuiltInBoardJSON.json)
    }

    @Test func everyShippedButtonFileLoadsWithoutErrors() throws {
        for path in ["Buttons/default.json", "Schemas/examples/profile-header.buttons.json"]
            + ShippedButtonFiles.examples
        {
            let url = BuiltProduct.packageRoot.appendingPathComponent(path)
            if case .failure(let error) = BoardSource.file(url).load() {
                Issue.record("\(path): \(error.errors.map(\.line))")
            }
        }
    }
}

/// The example button files in `Buttons/examples/`.
enum ShippedButtonFiles {
    static var examples: [String] {
        let folder = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "Buttons/examples/\($0)" }
    }
}
