import ButtonKit
import ButtonKitTestSupport
import Foundation
import JSONSupport
import Testing
import Theming

@testable import SwiftExport

/// Exporting into a folder that holds a real String Catalog (fixtures from public
/// repositories, see Catalogs/SOURCES) keeps every entry and field the export does not own.
@Suite("export swift: String Catalog merge")
struct CatalogMergeTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = BuiltProduct.packageRoot.appendingPathComponent("Tests/ExportTests/Catalogs/\(name)")
        return Array(try Data(contentsOf: url))
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func object(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    /// The built-in follow button (English first, then Chinese) exported into `catalog`.
    static func exportFollow(into catalog: [UInt8]) throws(SwiftExporter.Failure) -> SwiftExporter.Export {
        let board = BuiltInFixture.board
        guard let follow = board.button("follow") else { throw SwiftExporter.Failure(message: "", isCatalog: false) }
        return try SwiftExporter.export(
            follow, board: board, theme: .builtInDefault, source: "test", existingCatalog: catalog)
    }

    @Test(arguments: [
        "xcstrings-tool-Localizable.xcstrings", "xcstrings-tool-Substitution.xcstrings",
        "xcstrings-tool-Variations.xcstrings", "gitok-Localizable.xcstrings",
    ])
    func everyEntryTheExportDoesNotOwnIsKept(fixture name: String) throws {
        let original = try Self.fixture(name)
        let export = try Self.exportFollow(into: original)
        let merged = try Self.object(export.files[3].contents)
        let before = try Self.object(original)
        #expect(merged["sourceLanguage"] as? String == before["sourceLanguage"] as? String)
        #expect(merged["version"] as? String == before["version"] as? String)
        let mergedStrings = try #require(merged["strings"] as? [String: Any])
        let beforeStrings = try #require(before["strings"] as? [String: Any])
        for (key, value) in beforeStrings {
            // Plurals, device variations, substitutions, states, comments: equal as JSON.
            #expect((mergedStrings[key] as? NSDictionary) == (value as? NSDictionary), "\(key)")
        }
        #expect(mergedStrings["follow.title.normal"] != nil)
        #expect(export.conflicts.isEmpty)
        // Text unchanged byte for byte once the export's keys are taken out again.
        guard case .success(.object(var root)) = JSONParser.parse(Array(export.files[3].contents.utf8)),
            let at = root.firstIndex(where: { $0.key == "strings" }), case .object(let strings) = root[at].value
        else { throw StandIn.Failure(description: "not an object") }
        root[at].value = .object(strings.filter { !$0.key.hasPrefix("follow.") })
        #expect(CatalogJSONWriter.text(.object(root)) == String(decoding: original, as: UTF8.self))
    }

    /// A key the export owns that someone reviewed, varied and marked in Xcode: every
    /// field stays, each differing translation is one conflict, a missing locale is added.
    @Test func anOwnedKeyEditedInXcodeWinsAndIsReported() throws {
        var catalog = String(decoding: try Self.fixture("xcstrings-tool-Localizable.xcstrings"), as: UTF8.self)
        let edited = """
                "follow.title.normal" : {
                  "comment" : "Reviewed by the copy team",
                  "extractionState" : "stale",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Follow us"
                      }
                    }
                  },
                  "shouldTranslate" : true
                },
                "follow.title.selected" : {
                  "localizations" : {
                    "zh-Hans" : {
                      "variations" : {
                        "device" : {
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "已关注" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "已关注!" } }
                        }
                      }
                    }
                  }
                },
            """
        let anchor = "  \"strings\" : {\n"
        let range = try #require(catalog.range(of: anchor))
        catalog.insert(contentsOf: edited, at: range.upperBound)
        let export = try Self.exportFollow(into: Array(catalog.utf8))
        let merged = try #require(Self.object(export.files[3].contents)["strings"] as? [String: Any])
        let normal = try #require(merged["follow.title.normal"] as? [String: Any])
        #expect(normal["comment"] as? String == "Reviewed by the copy team")
        #expect(normal["extractionState"] as? String == "stale")
        #expect(normal["shouldTranslate"] as? Bool == true)
        let english = try #require((normal["localizations"] as? [String: Any])?["en"] as? [String: Any])
        #expect((english["stringUnit"] as? [String: String]) == ["state": "needs_review", "value": "Follow us"])
        // The export adds the Chinese text the key lacked, as translated.
        let chinese = try #require((normal["localizations"] as? [String: Any])?["zh-Hans"] as? [String: Any])
        #expect((chinese["stringUnit"] as? [String: String])?["value"] == "关注")
        let selected = try #require(merged["follow.title.selected"] as? [String: Any])
        let variations = (selected["localizations"] as? [String: Any])?["zh-Hans"] as? [String: Any]
        #expect(variations?["variations"] != nil)
        #expect(
            export.conflicts == [
                #"follow.title.normal [en]: kept the catalog's "Follow us" over the button file's "Follow""#,
                #"follow.title.selected [zh-Hans]: kept the catalog's variations over the button file's "已关注""#,
            ])
    }

    @Test func aCatalogInAnotherSourceLanguageIsRefused() throws {
        let italian = try Self.fixture("lavorami-excerpt.xcstrings")
        #expect(
            throws: SwiftExporter.Failure(
                message:
                    #"has source language "it", the button file's first locale is "en"; export into another folder or put it first in "locales""#,
                isCatalog: true)
        ) {
            _ = try Self.exportFollow(into: italian)
        }
    }

    /// A board whose first locale is Italian merges into the Italian catalog, keeping
    /// `shouldTranslate` and the `new` states.
    @Test func aCatalogInTheBoardsSourceLanguageIsMerged() throws {
        let json = """
            {"locales": ["it", "en"], "buttons": [{"id": "go", "titles": {"normal": {"it": "Vai", "en": "Go"}}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        let original = try Self.fixture("lavorami-excerpt.xcstrings")
        let export = try SwiftExporter.export(
            button, board: board, theme: .builtInDefault, source: "test", existingCatalog: original)
        let merged = try #require(Self.object(export.files[3].contents)["strings"] as? [String: Any])
        let before = try #require(Self.object(original)["strings"] as? [String: Any])
        for (key, value) in before { #expect((merged[key] as? NSDictionary) == (value as? NSDictionary), "\(key)") }
        #expect((merged[""] as? [String: Any])?["shouldTranslate"] as? Bool == false)
        #expect(merged["go.title.normal"] != nil)
    }

    @Test func chineseIsWrittenUnderApplesName() throws {
        let export = try Self.exportFollow(
            into: Array(#"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#.utf8))
        #expect(export.files[3].contents.contains("\"zh-Hans\" : {"))
        #expect(!export.files[3].contents.contains("\"zh\" : {"))
        #expect(AppleLocale.tag("zh-TW") == "zh-Hant")
        #expect(AppleLocale.tag("zh-Hant-HK") == "zh-Hant")
        #expect(AppleLocale.tag("pt-BR") == "pt-BR")
        // `--locale zh-Hans` finds a file's `zh`; zh-Hant does not stand for it.
        #expect(LocaleTag("zh-Hans").matching(in: ["en", "zh"]) == "zh")
        #expect(LocaleTag("zh-Hant").matching(in: ["en", "zh"]) == nil)
        #expect(LocaleTag("en").matching(in: ["en", "zh"]) == "en")
    }
}
