import ButtonKit
import ButtonKitTestSupport
import Foundation
import SwiftExport
import Testing
import Theming

/// `export swift` output type-checks against the UIKit stand-in for every built-in and
/// example button, and its String Catalog holds every title in every locale.
@Suite("export swift", .serialized)
struct SwiftExportTests {
    /// Every button to export: the built-in board's and the example files'.
    static func boards() throws -> [(source: String, board: BoardDefinition)] {
        var boards = [("the built-in board", BuiltInFixture.board)]
        let folder = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".json") })
            .sorted()
        {
            let json = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            boards.append((file, try BuiltInFixture.board(json: json).get().board))
        }
        return boards
    }

    /// A folder for one test, removed when the test lets it go.
    static func temporaryFolder() throws -> TemporaryFolder {
        try TemporaryFolder("export")
    }

    /// Every built-in and example button: its class, previews and tests, checked together
    /// per board (one module each) in Swift 6 mode against the UIKit and XCTest stand-ins.
    @Test func everyExportedButtonTypeChecksInSwift6Mode() throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        var count = 0
        for (source, board) in try Self.boards() {
            var files: [(name: String, contents: String)] = []
            for button in board.buttons {
                let export = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: source)
                files += export.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }
                count += 1
            }
            let result = try StandIn.typeCheck(files, standIn: standIn)
            #expect(result.status == 0, "\(source): \(result.output)")
            #expect(!result.output.contains("warning"), "\(source): \(result.output)")
        }
        #expect(count >= 10)
    }

    /// Keyword names, a bit-less state holding three flags with `restore`, a state implying
    /// focus, raw and dropped keys, quotes in titles, a guard, two timers, entry actions.
    static let unusualFile = #"""
            {
              "locales": ["en", "pt-BR"],
              "buttons": [
                {
                  "id": "two-fa",
                  "variant": "secondary",
                  "size": "small",
                  "width": "fit",
                  "accessibilityLabel": {"en": "Two-factor", "pt-BR": "Dois fatores"},
                  "states": {
                    "repeat": {"bit": 18, "implies": ["disabled", "focused"], "key": "x", "mark": "X"},
                    "busy": {"holds": ["selected", "highlighted", "disabled"], "afterwards": "restore", "key": "y", "spinner": true, "hidesTitle": true},
                    "armed": {"bit": 20, "key": "z"}
                  },
                  "titles": {"normal": {"en": "Verify \"now\"\\n", "pt-BR": "Verificar"}, "highlighted|disabled": "x", "armed": "Armed", "armed|highlighted|disabled": "A", "0x100000": "raw"},
                  "images": {"normal": "★"},
                  "machine": {
                    "initial": "in-progress",
                    "states": {
                      "in-progress": {"entry": ["toggle armed", "set focused"], "on": {"tap": {"target": "done", "guard": "not selected", "actions": ["set busy", "clear enabled"]}}, "after": {"300": "done", "step": {"actions": ["toggle highlighted"]}}},
                      "done": {"title": "Done", "type": "final"}
                    }
                  }
                }
              ]
            }
        """#

    @Test func anUnusualButtonFileStillTypeChecks() throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        let board = try BuiltInFixture.board(json: Self.unusualFile).get().board
        let button = try #require(board.buttons.first)
        let files = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "odd.json").files
        let result = try StandIn.typeCheck(
            files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, standIn: standIn)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning"), "\(result.output)")
        #expect(files[0].contents.contains("static let repeatState: UIControl.State"))
        #expect(files[0].contents.contains("super.isEnabled = isBusy ? false : requestedEnabled"))
        // restore(isBusy: true, isEnabled: false) must record the request the held flag
        // hides, or the button comes back enabled when busy ends.
        #expect(files[0].contents.contains("if requestedEnabled != isEnabled || self.isEnabled != isEnabled {"))
        #expect(files[0].contents.contains("if requestedSelected != isSelected || self.isSelected != isSelected {"))
        _ = try JSONSerialization.jsonObject(with: Data(files[3].contents.utf8))
    }

    @Test func theCatalogHoldsEveryTitleInEveryLocale() throws {
        for (source, board) in try Self.boards() {
            for button in board.buttons {
                let files = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: source).files
                let catalog = try #require(files.first { $0.name == "Localizable.xcstrings" })
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(catalog.contents.utf8)) as? [String: Any])
                #expect(object["sourceLanguage"] as? String == board.developmentLocale.rawValue)
                let strings = try #require(object["strings"] as? [String: [String: Any]])
                var expected: [(key: String, text: LocalizedText)] = button.titles
                    .filter { !$0.value.allTexts.allSatisfy(\.isEmpty) }
                    .map { ("\(button.id.rawValue).title.\($0.key)", $0.value) }
                for state in button.machine?.states ?? [] {
                    if let title = state.title {
                        expected.append(("\(button.id.rawValue).machine.\(state.name).title", title))
                    }
                }
                for (key, text) in expected {
                    let localizations = try #require(
                        strings[key]?["localizations"] as? [String: [String: [String: String]]], "\(key)")
                    for locale in board.locales where Self.written(text, locale, board.developmentLocale) {
                        // Apple's names: zh is written zh-Hans.
                        let tag = locale.rawValue == "zh" ? "zh-Hans" : locale.rawValue
                        let value = localizations[tag]?["stringUnit"]?["value"]
                        var text = text.resolved(for: locale, development: board.developmentLocale)
                        // A counter is a format argument (the like button shows one).
                        for counter in button.machine?.context ?? [] {
                            text = text.replacingOccurrences(of: "{\(counter.name)}", with: "%@")
                        }
                        #expect(value == text, "\(key) \(locale.rawValue)")
                    }
                }
            }
        }
    }

    /// Whether the catalog holds a text for this locale itself (others fall back at run
    /// time): a plain string in the source language only.
    static func written(_ text: LocalizedText, _ locale: LocaleTag, _ development: LocaleTag) -> Bool {
        switch text {
        case .plain: locale == development
        case .byLocale(let entries): entries.contains { $0.locale == locale }
        }
    }

    @Test func titlesAreSetInFileOrderThroughTheCatalog() throws {
        let follow = try #require(BuiltInFixture.board.button("follow"))
        let files = try SwiftExporter.export(
            follow, board: BuiltInFixture.board, theme: .builtInDefault, source: "test"
        ).files
        let swift = try #require(files.first { $0.name == "FollowButton.swift" }).contents
        let calls = swift.split(separator: "\n").filter { $0.contains("setTitle(") && !$0.contains("//") }
        #expect(calls.count == follow.titles.count)
        for (call, entry) in zip(calls, follow.titles) {
            if entry.value.allTexts.allSatisfy(\.isEmpty) {
                #expect(call.contains("setTitle(\"\""))
            } else {
                #expect(call.contains("String(localized: \"follow.title.\(entry.key)\""), "\(call)")
            }
        }
        #expect(
            swift.contains("static let mutual: UIControl.State = UIControl.State(rawValue: 1 << 16).union(.selected)"))
        #expect(
            swift.contains("static let loading: UIControl.State = UIControl.State(rawValue: 1 << 17).union(.disabled)"))
        #expect(swift.contains("override var state: UIControl.State"))
        #expect(swift.contains("setTitle(\"\", for: [Self.mutual, Self.loading])"))
        #expect(swift.contains("if !newValue { isMutual = false }"))
        #expect(swift.contains("super.isEnabled = isLoading ? false : true"))
    }

    @Test func aDroppedHighlightedDisabledSetterIsExplained() throws {
        let json = """
            {"buttons": [{"id": "pay", "titles": {"normal": "Pay", "highlighted|disabled": "Paying"}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        let swift = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "test").files[0]
            .contents
        #expect(swift.contains("dropped when .highlighted has no title yet, as here: this call does nothing"))
        #expect(swift.contains("setTitle(\"Pay\"") || swift.contains("pay.title.normal"))
    }

    @Test func exportingASecondButtonKeepsTheFirstOnesStrings() throws {
        let board = BuiltInFixture.board
        let follow = try #require(board.button("follow")), modal = try #require(board.button("modal"))
        let first = try SwiftExporter.export(follow, board: board, theme: .builtInDefault, source: "test").files[3]
            .contents
        let second = try SwiftExporter.export(
            modal, board: board, theme: .builtInDefault, source: "test",
            existingCatalog: Array(first.utf8)
        ).files[3].contents
        #expect(second.contains("\"follow.title.mutual\""))
        #expect(second.contains("\"modal.machine.download.title\""))
        #expect(throws: SwiftExporter.Failure.self) {
            _ = try SwiftExporter.export(
                modal, board: board, theme: .builtInDefault, source: "test", existingCatalog: Array("[]".utf8))
        }
    }

    @Test func bidiControlsAreWrittenAsEscapesInStringsAndComments() throws {
        // A title and a state name holding U+202E (right-to-left override) and U+2066: raw,
        // they would make the generated source display in another order than it compiles.
        let json = """
            {"buttons": [{"id": "pay", "titles": {"normal": "Pay\\u202e;evil\\u2066"},
              "machine": {"initial": "i\\u202ed", "states": {"i\\u202ed": {"title": "T\\u202e"}}}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        let files = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "test").files
        for file in files {
            let bidi = file.contents.unicodeScalars.filter {
                (0x202A...0x202E).contains($0.value) || $0.value == 0x2066
            }
            #expect(bidi.isEmpty, "\(file.name)")
        }
        #expect(files[0].contents.contains("\\u{202e}"))
        #expect(files[3].contents.contains("Pay\\u202e;evil\\u2066"))
    }

    @Test func aPlainTitleIsWrittenOnceWhateverTheLocales() throws {
        // 300 locales and a plain title: one string unit, in the source language (the
        // probe's 62 KB file made a 534 MB catalog, every title in every locale).
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let tags = ["en"] + (1..<300).map { "en-\(letters[$0 / 26 % 26])\(letters[$0 % 26])" }
        let json = """
            {"locales": [\(tags.map { "\"\($0)\"" }.joined(separator: ", "))],
             "buttons": [{"id": "pay", "titles": {"normal": "Pay", "selected": "Paid"}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        let catalog = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "test").files[3]
            .contents
        #expect(catalog.components(separatedBy: "\"stringUnit\"").count - 1 == 2)
    }

    @Test func everyMachineStateOfALargeMachineGetsItsOwnCase() throws {
        let states = (0..<4000).map { "\"s\($0)\": {\"on\": {\"tap\": {\"target\": \"s\(($0 + 1) % 4000)\"}}}" }
        let json = """
            {"buttons": [{"id": "big", "machine": {"initial": "s0", "states": {\(states.joined(separator: ", "))}}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        let swift = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "test").files[0]
            .contents
        #expect(swift.contains("case s3999\n"))
        #expect(swift.contains("case .s3999:"))
        #expect(!swift.contains("Again"))
    }
}
