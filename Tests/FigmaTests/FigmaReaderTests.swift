import Figma
import Foundation
import JSONSupport
import Testing
import Theming

/// The reader of saved Figma responses, over the project's fixtures (Fixtures/README.md says
/// which published shape each follows) and hand-made malformed responses.
@Suite("Figma responses")
struct FigmaReaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static func read(_ name: String) throws -> FigmaDocument {
        try FigmaReader.read(fixtures.appendingPathComponent(name)).get()
    }

    static func problem(_ json: String) -> String {
        switch FigmaReader.parse(Data(json.utf8)) {
        case .success: "read without a problem"
        case .failure(let error): error.line
        }
    }

    @Test func theNodesResponseGivesTheSetItsPropertiesAndVariants() throws {
        let document = try Self.read("follow-faithful.nodes.json")
        #expect(document.name == "Social buttons")
        #expect(document.warnings == [#"nodes["404:1"]: the response did not find this node; skipped"#])
        let set = try #require(document.componentSets.first)
        #expect(document.componentSets.count == 1)
        #expect(set.name == "Follow")
        #expect(set.properties.map(\.name) == ["State", "Title#1:0", "Show icon#1:1", "Icon#1:2"])
        #expect(set.properties[1].kind == .text)
        #expect(set.properties[2].kind == .boolean)
        #expect(set.properties[2].defaultValue == "false")
        #expect(set.properties[3].kind == .instanceSwap)
        guard case .variant(let options) = set.properties[0].kind else {
            Issue.record("State is not a variant property")
            return
        }
        #expect(options.first == "Default")
        #expect(set.variants.map { $0.value(of: "state") ?? "-" } == options)
    }

    @Test func aVariantCarriesItsTextColoursRadiusSizeAndPrototype() throws {
        let set = try #require(try Self.read("follow-faithful.nodes.json").componentSets.first)
        let normal = try #require(set.variant(id: "1:2"))
        #expect(normal.name == "State=Default")
        #expect(normal.texts.map(\.characters) == ["Follow"])
        #expect(normal.texts.first?.property == "Title#1:0")
        #expect(normal.fill?.color.resolved(over: RGBColor(red: 0, green: 0, blue: 0)).hex == "#0A58CA")
        #expect(normal.fill?.variable == "VariableID:1:default")
        #expect(normal.texts.first?.fill?.color.resolved(over: RGBColor(red: 0, green: 0, blue: 0)).hex == "#FFFFFF")
        #expect(normal.stroke == nil)
        #expect(normal.cornerRadius == 22)
        #expect(normal.height == 44)
        #expect(normal.width == 108)
        #expect(
            normal.interactions == [
                FigmaInteraction(trigger: .press, destination: "1:3", navigation: "CHANGE_TO"),
                FigmaInteraction(trigger: .click, destination: "1:6", navigation: "CHANGE_TO"),
            ])
        let selected = try #require(set.variant(id: "1:5"))
        #expect(selected.fill == nil)
        #expect(selected.stroke?.color.resolved(over: RGBColor(red: 0, green: 0, blue: 0)).hex == "#0A58CA")
        #expect(selected.strokeWeight == 1)
        let loading = try #require(set.variant(id: "1:6"))
        #expect(loading.texts.isEmpty)
        #expect(loading.interactions.first?.trigger == .afterTimeout(milliseconds: 800))
    }

    @Test func theFileResponseIsSearchedDownToItsSetAndAnUnknownPropertyTypeIsAWarning() throws {
        let document = try Self.read("follow-different.file.json")
        #expect(document.componentSets.map(\.name) == ["Follow"])
        #expect(
            document.warnings == [
                #"document.children[0].children[0].children[0].componentPropertyDefinitions["Slot#1:3"].type: unknown property type "SLOT"; skipped"#
            ])
        #expect(document.componentSets.first?.properties.count == 4)
        #expect(document.componentSets.first?.variants.map(\.name).last == "State=Hover")
    }

    @Test func aMalformedResponseIsOneLineNamingTheJSONPath() {
        #expect(Self.problem("[]") == "(top level): expected an object, found an array")
        #expect(Self.problem("{\"name\": \"x\"}").hasPrefix("(top level): neither document nor nodes"))
        #expect(Self.problem("{\"document\": {\"id\": \"0:0\"}}") == "document.type: missing")
        #expect(
            Self.problem(#"{"document": {"type": "DOCUMENT", "children": {}}}"#)
                == "document.children: expected an array, found an object")
        #expect(
            Self.problem(
                #"{"nodes": {"1:1": {"document": {"type": "COMPONENT_SET", "id": "1:1", "name": "B", "children": [{"type": "COMPONENT", "id": "1:2", "name": "State=Default", "fills": [{"type": "SOLID", "color": {"r": 2, "g": 0, "b": 0}}]}]}}}}"#
            ) == #"nodes["1:1"].document.children[0].fills[0].color.r: expected a number from 0 to 1, found 2"#)
        #expect(
            Self.problem(
                #"{"document": {"type": "COMPONENT_SET", "id": "1:1", "name": "B", "children": [{"type": "COMPONENT", "id": "1:2", "name": "S", "interactions": [{"trigger": {"type": "AFTER_TIMEOUT"}}]}]}}"#
            ) == "document.children[0].interactions[0].trigger.timeout: missing")
        #expect(Self.problem("{\"document\": ").hasPrefix("line 1, column 14: invalid JSON"))
    }

    @Test func namesAreKeptAsWrittenForTheOutputToEscape() throws {
        let json =
            #"{"document": {"type": "COMPONENT_SET", "id": "1:1", "name": "Bad\u001b[31mname", "children": []}}"#
        let document = try FigmaReader.parse(Data(json.utf8)).get()
        #expect(document.componentSets.first?.name == "Bad\u{1B}[31mname")
    }

    @Test func theNodeBoundRefusesAHugeTreeInOneLine() {
        let child = #"{"type": "FRAME", "id": "2:1", "name": "f"}"#
        let json =
            #"{"document": {"type": "DOCUMENT", "id": "0:0", "name": "d", "children": ["#
            + Array(repeating: child, count: 10).joined(separator: ",") + "]}}"
        guard case .success(let value) = JSONParser.parse(Array(json.utf8)) else {
            Issue.record("the test's JSON does not parse")
            return
        }
        #expect(throws: Never.self) { try FigmaReader.document(value).get() }
        switch FigmaReader.document(value, nodeBound: 5) {
        case .success: Issue.record("eleven nodes passed a bound of five")
        case .failure(let error): #expect(error.line.hasPrefix("document.children[4]: more than 5 nodes"))
        }
    }
}
