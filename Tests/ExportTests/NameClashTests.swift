import ButtonKit
import ButtonKitTestSupport
import Foundation
import Testing
import Theming

@testable import SwiftExport

/// Names from a button file never clash in the generated Swift: keywords, members UIKit's
/// classes already have, the export's own members, UIKit type names, and two ids that
/// would make one file.
@Suite("export swift: names", .serialized)
struct NameClashTests {
    static func export(_ json: String) throws -> SwiftExporter.Export {
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        return try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "names.json")
    }

    /// Custom states named like UIKit members (`hidden` would be `isHidden`), the export's
    /// own (`height`, `mode`), `opaque` (`isOpaque`), keywords (`precedencegroup`, `class`); a machine state and a
    /// custom state both named `title`; events named like methods (`reset`, `layoutSubviews`).
    static let clashingFile = #"""
        {
          "buttons": [{
            "id": "clash",
            "states": {
              "height": {"bit": 16, "key": "1"}, "hidden": {"bit": 17, "key": "2"},
              "precedencegroup": {"bit": 18, "key": "3"}, "class": {"bit": 19, "key": "4"},
              "title": {"bit": 20, "key": "5", "accessibilityLabel": "Titled"}, "mode": {"bit": 21, "key": "6"},
              "opaque": {"bit": 22, "key": "7"}, "state": {"bit": 23, "key": "8"}
            },
            "titles": {"normal": "Go", "title": "Title state"},
            "events": {"reset": {"key": "r", "label": "Reset"}, "layoutSubviews": {"key": "y", "label": "Lay out"},
                       "class": {"key": "z", "label": "Class"}},
            "machine": {"initial": "title", "states": {
              "title": {"title": "Machine title", "on": {"tap": "self", "reset": "title", "class": "self",
                                                           "layoutSubviews": "title"}},
              "self": {"title": "Self", "on": {"tap": "title"}}
            }}
          }]
        }
        """#

    @Test func clashingNamesStillTypeCheck() throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        let export = try Self.export(Self.clashingFile)
        let swift = export.files[0].contents
        let result = try StandIn.typeCheck(
            export.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, standIn: standIn)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning"), "\(result.output)")
        #expect(swift.contains("static let heightState: UIControl.State"))
        #expect(swift.contains("var isHiddenState = false"))
        #expect(swift.contains("static let precedencegroupState: UIControl.State"))
        #expect(swift.contains("static let classState: UIControl.State"))
        #expect(swift.contains("var isOpaqueState = false"))
        #expect(swift.contains("func resetEvent()"))
        #expect(swift.contains("func layoutSubviewsEvent()"))
        #expect(swift.contains("func classEvent()"))
        #expect(!swift.contains("var isHidden = false"))
        // One catalog key each: the custom state's title, the machine state's title, the state's words.
        let catalog = export.files[3].contents
        for key in ["clash.title.title", "clash.machine.title.title", "clash.state.title.accessibilityValue"] {
            #expect(catalog.contains("\"\(key)\" : {"), "\(key)")
        }
    }

    @Test func anIdThatWouldNameAUIKitTypeGetsAnotherName() throws {
        let standIn = try StandIn.build()
        defer { withExtendedLifetime(standIn) {} }
        let export = try Self.export(#"{"buttons": [{"id": "u-i", "titles": {"normal": "UI"}}]}"#)
        #expect(export.files.map(\.name).first == "CustomUIButton.swift")
        #expect(export.files[0].contents.contains("final class CustomUIButton: UIButton"))
        let result = try StandIn.typeCheck(
            export.files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }, standIn: standIn)
        #expect(result.status == 0, "\(result.output)")
        for id in ["color", "label", "view", "control"] {
            let name = try Self.export(#"{"buttons": [{"id": "u-i-\#(id)"}]}"#).files[0].name
            #expect(name.hasPrefix("Custom"), "\(id): \(name)")
        }
    }

    @Test func twoIdsMakingOneFileAreRefusedNamingBoth() throws {
        let json = #"{"buttons": [{"id": "x"}, {"id": "x-button"}]}"#
        let board = try BuiltInFixture.board(json: json).get().board
        for button in board.buttons {
            #expect(
                throws: SwiftExporter.Failure(
                    message:
                        "ids '\(button.id.rawValue)' and '\(button.id.rawValue == "x" ? "x-button" : "x")' both make XButton.swift; rename one of them",
                    isCatalog: false)
            ) {
                _ = try SwiftExporter.export(button, board: board, theme: .builtInDefault, source: "test")
            }
        }
    }
}
