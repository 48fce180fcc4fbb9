import ButtonKitTestSupport
import Foundation
import Testing

/// `Schemas/buttons.schema.json` against DESIGN.md section 11: its example and every
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

    /// A button file with one button whose members are `button`.
    static func board(_ button: String, top: String = "") -> String {
        "{\(top)\"buttons\": [{\"id\": \"a\"\(button.isEmpty ? "" : ", " + button)}]}"
    }

    static let accepted: [(String, String)] = [
        ("the smallest file", board("")),
        (
            "every button member",
            board(
                """
                "variant": "danger", "size": "small", "width": "fit", "accessibilityLabel": {"en": "A", "pt-BR": "B"},
                "states": {"pending": {"bit": 23, "holds": ["disabled", "selected"], "afterwards": "restore", "key": "p", "mark": "PND",
                                       "spinner": true, "hidesTitle": true}},
                "titles": {"normal": "A", "selected|highlighted": {"en": "B"}, "pending": "", "0x10004": "C"},
                "images": {"normal": "♥"}
                """,
                top: "\"$schema\": \"x\", \"title\": \"T\", \"locales\": [\"en\", \"pt-BR\"], \"rows\": [[\"a\"]], ")
        ),
        (
            "a machine",
            board(
                """
                "machine": {"initial": "idle", "states": {
                  "idle": {"entry": ["set selected"], "on": {"tap": {"target": "busy", "actions": ["toggle pending"], "guard": "not selected"}}},
                  "busy": {"title": "Busy", "image": "♣", "enabled": false, "spinner": true, "after": {"step": "idle", "1500": {"actions": []}}},
                  "done": {"type": "final", "enabled": false}}}
                """)
        ),
    ]

    static let refused: [(String, String)] = [
        ("no buttons", "{\"title\": \"T\"}"),
        ("an empty board", "{\"buttons\": []}"),
        ("65 buttons", "{\"buttons\": [" + (0..<65).map { "{\"id\": \"b\($0)\"}" }.joined(separator: ", ") + "]}"),
        ("an unknown top-level member", board("", top: "\"colour\": 1, ")),
        ("a bad locale tag", board("", top: "\"locales\": [\"e\"], ")),
        ("an upper-case id", "{\"buttons\": [{\"id\": \"A\"}]}"),
        ("an id of 33 characters", "{\"buttons\": [{\"id\": \"a\(String(repeating: "b", count: 32))\"}]}"),
        ("a size large", board("\"size\": \"large\"")),
        ("a width auto", board("\"width\": \"auto\"")),
        ("an unknown button member", board("\"colour\": \"red\"")),
        ("bit 24", board("\"states\": {\"p\": {\"bit\": 24}}")),
        ("bit 15", board("\"states\": {\"p\": {\"bit\": 15}}")),
        ("implies and holds", board("\"states\": {\"p\": {\"implies\": [\"selected\"], \"holds\": [\"disabled\"]}}")),
        ("implies enabled", board("\"states\": {\"p\": {\"implies\": [\"enabled\"]}}")),
        ("afterwards without holds", board("\"states\": {\"p\": {\"afterwards\": \"enable\"}}")),
        ("afterwards later", board("\"states\": {\"p\": {\"holds\": [\"disabled\"], \"afterwards\": \"later\"}}")),
        ("a two-character key", board("\"states\": {\"p\": {\"key\": \"ab\"}}")),
        ("a four-character mark", board("\"states\": {\"p\": {\"mark\": \"ABCD\"}}")),
        ("nine custom states", board("\"states\": {" + (0..<9).map { "\"s\($0)\": {}" }.joined(separator: ", ") + "}")),
        ("a state called selected", board("\"states\": {\"selected\": {}}")),
        ("a state name with a dash", board("\"states\": {\"my-state\": {}}")),
        ("an unknown custom state member", board("\"states\": {\"p\": {\"colour\": 1}}")),
        ("a title key with an empty name", board("\"titles\": {\"selected||highlighted\": \"x\"}")),
        ("a raw key of nine digits", board("\"titles\": {\"0x100000000\": \"x\"}")),
        ("a numeric title", board("\"titles\": {\"normal\": 5}")),
        ("an empty image", board("\"images\": {\"normal\": \"\"}")),
        ("a machine without initial", board("\"machine\": {\"states\": {\"idle\": {}}}")),
        ("a machine without states", board("\"machine\": {\"initial\": \"idle\"}")),
        (
            "a final state with a transition",
            board(
                "\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"type\": \"final\", \"on\": {\"tap\": \"i\"}}}}"
            )
        ),
        (
            "a type other than final",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"type\": \"atomic\"}}}")
        ),
        (
            "a delay of 0 ms",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"after\": {\"0\": \"i\"}}}}")
        ),
        (
            "a delay in seconds",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"after\": {\"1.5s\": \"i\"}}}}")
        ),
        (
            "an event other than tap",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"on\": {\"press\": \"i\"}}}}")
        ),
        (
            "an unknown action verb",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"entry\": [\"flip selected\"]}}}")
        ),
        (
            "a bad guard",
            board(
                "\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"on\": {\"tap\": {\"guard\": \"no selected\"}}}}}"
            )
        ),
        (
            "an unknown transition member",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"on\": {\"tap\": {\"goto\": \"i\"}}}}}")
        ),
        (
            "an unknown machine state member",
            board("\"machine\": {\"initial\": \"i\", \"states\": {\"i\": {\"exit\": []}}}")
        ),
    ]

    @Test func theSchemaAcceptsEveryRuleAndRefusesEachBreach() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "buttons-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [(name: String, path: String, valid: Bool)] = []
        let cases = Self.accepted.map { ($0.0, $0.1, true) } + Self.refused.map { ($0.0, $0.1, false) }
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
