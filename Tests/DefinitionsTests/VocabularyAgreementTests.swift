import ButtonKit
import ButtonKitTestSupport
import Foundation
import JSONSupport
import Testing
import Theming

/// The JSON schemas and the docs spell the system flags and the name rules as literal
/// text; these tests hold that text to the one table (`SystemFlag`) and the one validator
/// (`NameRule`), so a change to either fails here until the files follow.
@Suite("The schemas and docs agree with the system-flag table and the name rules")
struct VocabularyAgreementTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: BuiltProduct.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    static func json(_ path: String) throws -> JSONValue {
        try JSONParser.parse(Array(text(path).utf8)).get()
    }

    /// The text with every run of white space made one space (docs wrap lines).
    static func flat(_ path: String) throws -> String {
        try text(path).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let elements) = value else { return [] }
        return elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    static func string(_ value: JSONValue?) -> String? {
        if case .string(let text) = value { text } else { nil }
    }

    @Test func theButtonSchemaNamesTheFlagsOfTheTable() throws {
        let defs = try Self.json("Schemas/buttons.schema.json")["$defs"]
        #expect(Self.strings(defs?["flagName"]?["enum"]) == SystemFlag.names)
        #expect(Self.strings(defs?["stateName"]?["not"]?["enum"]).sorted() == NameRule.customState.reserved.sorted())
        let keyText = Self.string(defs?["stateKey"]?["description"]) ?? ""
        #expect(keyText.contains("from \(SystemFlag.names.joined(separator: ", ")) and"))
        let actionText = Self.string(defs?["action"]?["description"]) ?? ""
        #expect(actionText.contains("a flag (\(Self.actionFlags.joined(separator: ", ")) or a custom state)"))
    }

    /// The flags as machine actions name them, in the order the docs list them.
    static let actionFlags = [SystemFlag.selected, .highlighted, .disabled, .focused].map(\.codeName)

    @Test func theThemeSchemasUseTheTablesThemeWords() throws {
        let theme = try Self.json("Schemas/theme.schema.json")["$defs"]?["variantGroup"]
        #expect(
            Self.strings(theme?["required"])
                == [SystemFlag.normalThemeWord, SystemFlag.highlighted.themeWord, SystemFlag.disabled.themeWord])
        let words = SystemFlag.all.map { $0.themeWord == $0.name ? $0.name : "\($0.themeWord) (\($0.name))" }
        let description = Self.string(theme?["description"]) ?? ""
        #expect(description.contains("from \(words.joined(separator: ", ")) and"))
        let manifest = try Self.text("Schemas/theme-manifest.schema.json")
        let list = ([SystemFlag.normalThemeWord] + SystemFlag.all.map(\.themeWord)).joined(separator: ", ")
        #expect(manifest.contains("({state}): \(list), custom state names"))
    }

    @Test func theDocsSpellTheTable() throws {
        let buttons = try Self.flat("docs/buttons.md")
        let quoted = SystemFlag.names.map { "`\($0)`" }
        let flagChoice = "list \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last ?? "")"
        #expect(buttons.contains(flagChoice))
        #expect(buttons.contains("not one of `\(NameRule.customState.reserved.joined(separator: " "))`"))
        let letters = GalleryStates.systemLetters.map { "`\($0)`" }
        let letterChoice = "never \(letters.dropLast().joined(separator: ", ")) or \(letters.last ?? "")"
        #expect(buttons.contains(letterChoice))
        #expect(buttons.contains("(\(SystemFlag.letterLegend(separator: ", ", withNormal: true)))"))
        #expect(buttons.contains("names joined by `|` from \(quoted.joined(separator: ", ")) and"))
        let themes = try Self.flat("docs/themes.md")
        #expect(themes.contains("joined by `-`: \(SystemFlag.all.map { "`\($0.themeWord)`" }.joined(separator: ", "))"))
        let actions = Self.actionFlags.map { "`\($0)`" }.joined(separator: ", ")
        #expect(buttons.contains("changes a flag as code asked for it: \(actions) or a custom state"))
        let contract = try Self.flat("docs/contract.md")
        #expect(contract.contains("the flags by name (`\(SystemFlag.names.joined(separator: " "))`, then"))
        let commands = try Self.flat("docs/command-line.md")
        #expect(commands.contains("comma list of \(quoted.joined(separator: ", ")) and"))
    }

    /// Names on both sides of every rule, run through the rule and the schema's pattern.
    static let probes = [
        "", "a", "ab", "follow", "on-color", "Follow", "-a", "a-", "a_b", "a.b", "1a", "_a", "aB9", "en", "pt-BR",
        "zh-Hant-TW", "e", "en-", "toolongsubtag-abcdefghi", "tap", "step", "xstate.init", "normal", "spinner",
        "pressed", "loading", "sending2", "a b", "é", String(repeating: "a", count: 32),
        String(repeating: "a", count: 33), String(repeating: "a", count: 64), String(repeating: "a", count: 65),
    ]

    /// Whether the schema's `pattern` (and `not` pattern or constants) accept `name`.
    static func schemaAccepts(_ schema: JSONValue?, _ name: String, excluded: [String] = []) throws -> Bool {
        if let minimum = schema?["minLength"], case .number(let count) = minimum, name.count < Int(count) {
            return false
        }
        if let pattern = string(schema?["pattern"]), try Regex(pattern).firstMatch(in: name) == nil { return false }
        if let pattern = string(schema?["not"]?["pattern"]), try Regex(pattern).firstMatch(in: name) != nil {
            return false
        }
        let refused = strings(schema?["not"]?["enum"]) + excluded + [string(schema?["not"]?["const"])].compactMap { $0 }
        return !refused.contains(name)
    }

    @Test func theThemeSchemaReadsStateWordsAsThemesDo() throws {
        let group = try Self.json("Schemas/theme.schema.json")["$defs"]?["variantGroup"]?["patternProperties"]
        guard case .object(let members) = group, let pattern = members.first?.key else {
            Issue.record("no state-group pattern in the theme schema")
            return
        }
        let regex = try Regex(pattern)
        let words = Self.probes.filter { $0 != "default" && $0 != "spinner" } + ["selected-pressed", "a-", "loading-1"]
        for word in words {
            #expect(
                (try regex.firstMatch(in: word) != nil) == (StateTokenName.parse(word) != nil),
                "theme state group \"\(word)\": the schema and the theme reader disagree")
        }
    }

    @Test func theButtonSchemaPatternsAreTheNameRules() throws {
        let root = try Self.json("Schemas/buttons.schema.json")
        let defs = root["$defs"]
        let machine = defs?["machine"]?["properties"]
        let button = defs?["button"]?["properties"]
        let cases: [(NameRule, JSONValue?, [String])] = [
            (.buttonID, defs?["buttonID"], []),
            (.variant, button?["variant"], []),
            (.customState, defs?["stateName"], []),
            (.machineState, defs?["machineStateName"], []),
            (.localeTag, defs?["localeTag"], []),
            (.counter, machine?["context"]?["propertyNames"], []),
            (.delay, machine?["delays"]?["propertyNames"], []),
            (
                .event, defs?["eventName"],
                [Self.string(button?["events"]?["propertyNames"]?["not"]?["const"])].compactMap { $0 }
            ),
        ]
        for (rule, schema, excluded) in cases {
            #expect(schema != nil, "no schema for \(rule.kind)")
            for name in Self.probes {
                #expect(
                    try Self.schemaAccepts(schema, name, excluded: excluded) == rule.accepts(name),
                    "\(rule.kind) \"\(name)\": the schema and the rule disagree")
            }
        }
    }
}
