import ButtonKit
import ButtonKitTestSupport
import Definitions
import Foundation
import Testing

/// Every error of docs/buttons.md, each with its exact one-line message.
@Suite("Button files: every error, with its exact message")
struct LoaderMessageTests {
    static let reserved: Set<Character> = [" ", "c", "h", "s", "e", "f", "r", "g", "t", "?", "q"]

    static func lines(_ json: String) -> [String] {
        switch BuiltInFixture.board(json: json, reservedKeys: reserved) {
        case .success: return []
        case .failure(let error): return error.errors.map(\.line)
        }
    }

    static func board(_ button: String, top: String = "") -> String { ButtonFileCases.board(button, top: top) }

    static func machine(_ states: String, initial: String = "i") -> String {
        board("\"machine\": {\"initial\": \"\(initial)\", \"states\": {\(states)}}")
    }

    static let cases: [(String, String, [String])] = [
        ("not an object", "[1]", ["test.json: (root): expected an object, found an array"]),
        (
            "invalid JSON", "{\"buttons\": [}",
            ["test.json: line 1, column 14: invalid JSON (unexpected character '}', expected a value)"]
        ),
        (
            "a repeated key", "{\"buttons\": [{\"id\": \"a\", \"id\": \"b\"}]}",
            ["test.json: line 1, column 26: duplicate key \"id\" (first at line 1)"]
        ),
        (
            "an unknown top-level key", board("", top: "\"colour\": 1, "),
            ["test.json: colour: unknown key \"colour\" (known: $schema, title, locales, rows, buttons)"]
        ),
        ("no buttons", "{\"title\": \"T\"}", ["test.json: buttons: missing: a button file needs 1 to 64 buttons"]),
        ("an empty board", "{\"buttons\": []}", ["test.json: buttons: 0 buttons; a board holds 1 to 64"]),
        (
            "a bad locale", board("", top: "\"locales\": [\"e\"], "),
            [
                "test.json: locales[0]: \"e\" is not a BCP 47 language tag (2 to 8 letters, then any '-' subtags of 1 to 8 letters or digits, such as en, zh or pt-BR)"
            ]
        ),
        (
            "a locale twice", board("", top: "\"locales\": [\"en\", \"en\"], "),
            ["test.json: locales[1]: locale en is listed twice"]
        ),
        (
            "no id", "{\"buttons\": [{\"variant\": \"primary\"}]}",
            ["test.json: buttons[0]: missing \"id\" (every button needs one)"]
        ),
        (
            "a bad id", "{\"buttons\": [{\"id\": \"Follow\"}]}",
            [
                "test.json: buttons[0].id: \"Follow\" is not a button id (a lowercase letter, then up to 31 lowercase letters, digits or '-')"
            ]
        ),
        (
            "a duplicate id", "{\"buttons\": [{\"id\": \"a\"}, {\"id\": \"a\"}]}",
            ["test.json: buttons[1].id: duplicate id \"a\" (ids are unique on a board)"]
        ),
        ("a size", board("\"size\": \"large\""), ["test.json: buttons[0].size: \"large\" is not one of small, medium"]),
        ("a width", board("\"width\": \"auto\""), ["test.json: buttons[0].width: \"auto\" is not one of fit, widest"]),
        (
            "an unknown button key", board("\"colour\": \"red\""),
            [
                "test.json: buttons[0].colour: unknown key \"colour\" (known: id, variant, size, width, states, titles, images, accessibilityLabel, events, machine, configuration, lines, maxWidth, textStyle, audit, review)"
            ]
        ),
        (
            "rows naming an unknown id", board("", top: "\"rows\": [[\"a\", \"b\"]], "),
            ["test.json: rows[0][1]: \"b\" is not the id of a button in this file"]
        ),
        (
            "rows placing an id twice", board("", top: "\"rows\": [[\"a\"], [\"a\"]], "),
            ["test.json: rows[1][0]: \"a\" is placed twice (every id exactly once)"]
        ),
        (
            "rows missing an id", "{\"rows\": [[\"a\"]], \"buttons\": [{\"id\": \"a\"}, {\"id\": \"b\"}]}",
            ["test.json: rows: missing \"b\" (every id exactly once)"]
        ),
        (
            "bit 24", board("\"states\": {\"p\": {\"bit\": 24}}"),
            ["test.json: buttons[0].states.p.bit: 24 is out of range (16 to 23)"]
        ),
        (
            "a fractional bit", board("\"states\": {\"p\": {\"bit\": 16.5}}"),
            ["test.json: buttons[0].states.p.bit: expected a whole number from 16 to 23, found 16.5"]
        ),
        (
            "two states on one bit", board("\"states\": {\"p\": {\"bit\": 16}, \"q\": {\"bit\": 16}}"),
            ["test.json: buttons[0].states.q.bit: bit 16 is already p's"]
        ),
        (
            "implies and holds", board("\"states\": {\"p\": {\"implies\": [\"selected\"], \"holds\": [\"disabled\"]}}"),
            ["test.json: buttons[0].states.p: a state either implies or holds flags, not both"]
        ),
        (
            "implies enabled", board("\"states\": {\"p\": {\"implies\": [\"enabled\"]}}"),
            [
                "test.json: buttons[0].states.p.implies[0]: \"enabled\" is not one of highlighted, disabled, selected, focused"
            ]
        ),
        (
            "afterwards without holds", board("\"states\": {\"p\": {\"afterwards\": \"enable\"}}"),
            ["test.json: buttons[0].states.p.afterwards: afterwards applies only to a state that holds flags"]
        ),
        (
            "holds not a list, with afterwards",
            board("\"states\": {\"p\": {\"holds\": \"disabled\", \"afterwards\": \"restore\"}}"),
            ["test.json: buttons[0].states.p.holds: expected an array, found a string"]
        ),
        (
            "a held flag listed twice", board("\"states\": {\"p\": {\"holds\": [\"disabled\", \"disabled\"]}}"),
            ["test.json: buttons[0].states.p.holds[1]: disabled is listed twice"]
        ),
        (
            "a two-character key", board("\"states\": {\"p\": {\"key\": \"ab\"}}"),
            ["test.json: buttons[0].states.p.key: a key is one printable character, such as \"l\""]
        ),
        (
            "a fixed key", board("\"states\": {\"p\": {\"key\": \"h\"}}"),
            [
                "test.json: buttons[0].states.p.key: key \"h\" is one of the simulator's own keys (? c e f g h q r s space t); use \"a\" instead"
            ]
        ),
        (
            "a key twice", board("\"states\": {\"p\": {\"key\": \"p\"}, \"q\": {\"key\": \"p\"}}"),
            ["test.json: buttons[0].states.q.key: key \"p\" is already p's on this button"]
        ),
        (
            "a long mark", board("\"states\": {\"p\": {\"mark\": \"ABCD\"}}"),
            ["test.json: buttons[0].states.p.mark: a mark is 1 to 3 printable characters, no spaces or '|'"]
        ),
        (
            "a mark twice", board("\"states\": {\"pending\": {\"mark\": \"P\"}, \"paused\": {\"mark\": \"P\"}}"),
            ["test.json: buttons[0].states.paused.mark: mark \"P\" is already pending's on this button"]
        ),
        (
            "nine states",
            board("\"states\": {" + (0..<9).map { "\"s\($0)\": {\"mark\": \"\($0)\"}" }.joined(separator: ", ") + "}"),
            ["test.json: buttons[0].states: 9 custom states; a button has at most 8"]
        ),
        (
            "a state called selected", board("\"states\": {\"selected\": {}}"),
            [
                "test.json: buttons[0].states.selected: \"selected\" is not a state name (a lowercase letter, then up to 31 letters or digits; not default, disabled, enabled, focused, highlighted, normal, not, pressed, selected, spinner)"
            ]
        ),
        (
            "an unknown state in a title key", board("\"titles\": {\"selected|pending\": \"x\"}"),
            [
                "test.json: buttons[0].titles.\"selected|pending\": unknown state \"pending\" in \"selected|pending\" (use normal, highlighted, disabled, selected, focused, joined by '|', or a raw value such as 0x4)"
            ]
        ),
        (
            "a name twice in a key", board("\"titles\": {\"selected|selected\": \"x\"}"),
            ["test.json: buttons[0].titles.\"selected|selected\": \"selected\" is named twice in \"selected|selected\""]
        ),
        (
            "a raw key of nine digits", board("\"titles\": {\"0x100000000\": \"x\"}"),
            [
                "test.json: buttons[0].titles.0x100000000: \"0x100000000\" is not a raw state (write up to 8 hex digits, such as 0x10004)"
            ]
        ),
        (
            "a raw key with undefined bits", board("\"titles\": {\"0x10004\": \"x\"}"),
            ["test.json: buttons[0].titles.0x10004: 0x10004 has bits this button does not define (0x10000)"]
        ),
        (
            "a numeric title", board("\"titles\": {\"normal\": 5}"),
            [
                "test.json: buttons[0].titles.normal: expected a string or an object of strings per locale, found a number"
            ]
        ),
        (
            "an undeclared locale", board("\"titles\": {\"normal\": {\"fr\": \"Suivre\"}}"),
            ["test.json: buttons[0].titles.normal.fr: locale \"fr\" is not in \"locales\" (en)"]
        ),
        (
            "an empty image", board("\"images\": {\"normal\": \"\"}"),
            ["test.json: buttons[0].images.normal: an image is a glyph of 1 to 4 printable characters, such as \"♥\""]
        ),
        (
            "a machine without initial", board("\"machine\": {\"states\": {\"i\": {}}}"),
            ["test.json: buttons[0].machine: missing \"initial\" (the state it starts in)"]
        ),
        (
            "a machine without states", board("\"machine\": {\"initial\": \"i\"}"),
            ["test.json: buttons[0].machine: missing \"states\""]
        ),
        (
            "an unknown initial state", machine("\"i\": {}", initial: "idle"),
            ["test.json: buttons[0].machine.initial: unknown state \"idle\" (states: i)"]
        ),
        (
            "an unknown target", machine("\"i\": {\"on\": {\"tap\": \"busy\"}}"),
            ["test.json: buttons[0].machine.states.i.on.tap: unknown target state \"busy\" (states: i)"]
        ),
        (
            "a final state with a transition", machine("\"i\": {\"type\": \"final\", \"on\": {\"tap\": \"i\"}}"),
            [
                "test.json: buttons[0].machine.states.i: a final state has no transitions (remove \"on\", \"after\" and \"always\", or \"type\": \"final\")"
            ]
        ),
        (
            "a type other than final", machine("\"i\": {\"type\": \"parallel\"}"),
            [
                "test.json: buttons[0].machine.states.i.type: parallel states are not supported (ButtonSim models flat machines)"
            ]
        ),
        (
            "a delay of 0 ms", machine("\"i\": {\"after\": {\"0\": \"i\"}}"),
            [
                "test.json: buttons[0].machine.states.i.after.0: a delay is \"step\", whole milliseconds from 1 to 3600000 (1 ms to 1 hour), or a name from the machine's \"delays\""
            ]
        ),
        (
            "a delay over an hour", machine("\"i\": {\"after\": {\"3600001\": \"i\"}}"),
            [
                "test.json: buttons[0].machine.states.i.after.3600001: a delay is \"step\", whole milliseconds from 1 to 3600000 (1 ms to 1 hour), or a name from the machine's \"delays\""
            ]
        ),
        (
            "an event other than tap", machine("\"i\": {\"on\": {\"press\": \"i\"}}"),
            [
                "test.json: buttons[0].machine.states.i.on.press: unknown event \"press\" (declare it in the button's \"events\" with a key and a label, or use tap)"
            ]
        ),
        (
            "an unknown verb", machine("\"i\": {\"entry\": [\"flip selected\"]}"),
            [
                "test.json: buttons[0].machine.states.i.entry[0]: \"flip selected\" is not an action (write set, clear or toggle and a flag, such as \"set selected\"; increment, decrement or assign and a counter; or send and an event)"
            ]
        ),
        (
            "an unknown flag", machine("\"i\": {\"entry\": [\"set loading\"]}"),
            [
                "test.json: buttons[0].machine.states.i.entry[0]: unknown flag \"loading\" (use highlighted, enabled, selected, focused)"
            ]
        ),
        (
            "a bad guard", machine("\"i\": {\"on\": {\"tap\": {\"guard\": \"no selected\"}}}"),
            [
                "test.json: buttons[0].machine.states.i.on.tap.guard: \"no selected\" is not a guard (write a flag, such as \"selected\" or \"not selected\", or a counter comparison, such as \"count > 0\" with == != < <= > >=)"
            ]
        ),
        (
            "an unknown machine state key", machine("\"i\": {\"exits\": []}"),
            [
                "test.json: buttons[0].machine.states.i.exits: unknown key \"exits\" (known: title, image, enabled, spinner, entry, exit, on, after, always, type, id, description, tags, meta, version, predictableActionArguments, preserveActionOrder, schema, tsTypes)"
            ]
        ),
    ]

    @Test(arguments: cases.map { ($0.0, $0.1, $0.2) })
    func errorMessage(name: String, json: String, expected: [String]) {
        #expect(Self.lines(json) == expected, "\(name)")
    }

    @Test func everyProblemIsReportedNotJustTheFirst() {
        let json = Self.board("\"size\": \"large\", \"width\": \"auto\", \"states\": {\"p\": {\"bit\": 99}}")
        #expect(Self.lines(json).count == 3)
    }

    @Test func aFileOverOneMegabyteIsRefusedBeforeParsing() {
        let json =
            "{\"buttons\": [{\"id\": \"a\", \"titles\": {\"normal\": \"" + String(repeating: "x", count: 1_100_000)
            + "\"}}]}"
        #expect(Self.lines(json) == ["test.json: (file): file too large (1100052 bytes; at most 1048576)"])
    }

    @Test func aHugeFileIsRefusedFromItsSizeBeforeReading() throws {
        // A sparse 2 GB file: refused from `fstat`, where reading it took 2.1 GB and 6 s.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json").path
        defer { unlink(path) }
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(descriptor >= 0 && ftruncate(descriptor, 2 << 30) == 0)
        close(descriptor)
        guard case .failure(let error) = BoardLoader.load(contentsOf: URL(fileURLWithPath: path), reservedKeys: [])
        else {
            Issue.record("a 2 GB file was loaded")
            return
        }
        #expect(error.errors.map(\.message) == ["file too large (2147483648 bytes; at most 1048576)"])
    }

    @Test func manyLocalesAreCheckedOnceEachAndNamedBriefly() {
        // 20,000 declared locales (the probe's 96,000 took 9.8 s, checked against each
        // other), one repeated; a title in an undeclared locale names ten and the count.
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let tags = (0..<20_000).map {
            "en-x-\(letters[$0 / 676 % 26])\(letters[$0 / 26 % 26])\(letters[$0 % 26])\($0 / 17_576)"
        }
        let list = tags.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
            {"locales": [\(list), "\(tags[5])"], "buttons": [{"id": "a", "titles": {"normal": {"fr": "Un"}}}]}
            """
        let first10 = tags.prefix(10).joined(separator: ", ")
        #expect(
            Self.lines(json) == [
                "test.json: locales[20000]: locale \(tags[5]) is listed twice",
                "test.json: buttons[0].titles.normal.fr: locale \"fr\" is not in \"locales\" (\(first10), and 19990 more)",
            ])
    }
}
