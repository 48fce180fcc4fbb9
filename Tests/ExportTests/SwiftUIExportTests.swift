import ButtonKit
import ButtonKitTestSupport
import Foundation
import SwiftExport
import Testing
import Theming

/// `export swiftui` output type-checks in Swift 6 mode, with no warning, against the SwiftUI
/// stand-in, and its look table says what the state facts say.
@Suite("export swiftui", .serialized)
struct SwiftUIExportTests {
    /// The built-in follow, and the example files' save and send buttons.
    static func exports() throws -> [(source: String, files: [SwiftExporter.File])] {
        let board = BuiltInFixture.board
        let follow = try #require(board.button(ButtonID(rawValue: "follow")))
        var exports = [
            (
                "follow",
                try SwiftUIExporter.export(follow, board: board, theme: .builtInDefault, source: "built-in").files
            )
        ]
        for (file, id) in [("save.json", "save"), ("send.json", "send")] {
            let url = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/\(file)")
            let example = try BuiltInFixture.board(json: try String(contentsOf: url, encoding: .utf8)).get().board
            let button = try #require(example.button(ButtonID(rawValue: id)))
            exports.append(
                (id, try SwiftUIExporter.export(button, board: example, theme: .builtInDefault, source: file).files))
        }
        return exports
    }

    @Test func followSaveAndSendTypeCheckInSwift6ModeWithNoWarning() throws {
        let standIn = try SwiftUIStandIn.build()
        for (source, files) in try Self.exports() {
            let swift = files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }
            #expect(swift.count == 2, "\(source)")
            let result = try SwiftUIStandIn.typeCheck(swift, standIn: standIn)
            #expect(result.status == 0, "\(source): \(result.output)")
            #expect(!result.output.contains("warning"), "\(source): \(result.output)")
        }
    }

    @Test func theFollowTableHasTheLadderTitlesAndUIKitsKeys() throws {
        let follow = try #require(try Self.exports().first?.files.first { $0.name == "FollowButton.swift" })
        // selected+focused: the ladder's selected rung gives "Followed" (UIKit falls back to Follow).
        #expect(
            follow.contents.contains(
                ".init(mode: .idle, isPressed: false, isEnabled: true, isFocused: true, isSelected: true, isMutual: false, isLoading: false): FollowButtonLook(title: LocalizedStringResource(\"follow.title.selected\""
            ))
        // No identity switched on the press, and the press only while enabled.
        #expect(!follow.contents.contains("if configuration.isPressed"))
        #expect(follow.contents.contains("shown.isPressed = isPressed && isEnabled"))
        // The same colour sets as the UIKit export.
        #expect(
            follow.contents.contains("Color(\"theme.color.button.primary.default.background\", bundle: Palette.bundle)")
        )
    }

    @Test func aConfigurationButtonIsRefusedWithOneLine() throws {
        let url = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/configuration.json")
        let board = try BuiltInFixture.board(json: try String(contentsOf: url, encoding: .utf8)).get().board
        let configured = try #require(board.buttons.first { $0.configuration != nil })
        #expect(throws: SwiftExporter.Failure.self) {
            try SwiftUIExporter.export(configured, board: board, theme: .builtInDefault, source: "built-in")
        }
    }
}
