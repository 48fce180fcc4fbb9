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
        let rows = follow.contents.components(separatedBy: "        // ")
        let row = try #require(rows.first { $0.hasPrefix("idle selected focused\n") })
        #expect(
            row.contains(
                "mode: .idle, isPressed: false, isEnabled: true, isFocused: true, isSelected: true, isMutual: false,"),
            "\(row)")
        #expect(row.contains("FollowButtonLook(\n                title: .titleSelected,"), "\(row)")
        #expect(follow.contents.contains("LocalizedStringResource(\n                \"follow.title.selected\""))
        // No identity switched on the press, and the press only while enabled.
        #expect(!follow.contents.contains("if configuration.isPressed"))
        #expect(follow.contents.contains("shown.isPressed = (isPressed || self.isPressed) && isEnabled"))
        // A state that holds disabled (loading) disables the button in SwiftUI's environment too.
        #expect(follow.contents.contains(".disabled(!model.styleState.isEnabled)"))
        // The same colour sets as the UIKit export.
        #expect(
            follow.contents.contains("Color(\"theme.color.background.brand\", bundle: Resources.bundle)")
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

/// `scripts/verify-export --framework swiftui` agrees with an untouched twin, and names the field
/// with both values when a title in the catalog, a colour set the twin reads or the title's
/// weight changes.
@Suite("verify-export --framework swiftui", .serialized)
struct SwiftUIVerifyExportTests {
    @Test func aChangedTitleColourOrWeightIsCaught() throws {
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let scratch = try TemporaryFolder("verify-swiftui")
        let exported = try StandIn.execute(
            buttonSim, ["export", "swiftui", "--button", "follow", "--output", scratch.url.path], environment: [:])
        #expect(exported.status == 0, "\(exported.output)")
        let untouched = try Self.verify(scratch, buttonSim)
        #expect(untouched.status == 0, "\(untouched.output)")
        #expect(untouched.output.hasSuffix("96 of 96 states agree\n"), "\(untouched.output)")
        let background = "Colors.xcassets/theme.color.background.brand.colorset/Contents.json"
        let changes: [(file: String, from: String, to: String, line: String)] = [
            (
                "Localizable.xcstrings", #""value" : "Followed""#, #""value" : "Folowed""#,
                #"field=title facts="Followed" export="Folowed""#
            ),
            (background, #""blue" : "0xCA""#, #""blue" : "0xCB""#, ##"field=bg facts="#0A58CA" export="#0A58CB""##),
            ("FollowButton.swift", "weight: .semibold)", "weight: .bold)", #"field=titleWeight facts=600 export=700"#),
        ]
        for change in changes {
            let file = scratch.path(change.file)
            let original = try String(contentsOf: file, encoding: .utf8)
            let changed = original.replacingOccurrences(of: change.from, with: change.to)
            #expect(changed != original, "\(change.from)")
            try changed.write(to: file, atomically: true, encoding: .utf8)
            defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
            let verified = try Self.verify(scratch, buttonSim)
            #expect(verified.status == 1, "\(change.from)")
            #expect(verified.output.contains(change.line), "\(verified.output)")
        }
    }

    /// Titles that show a counter (like) and titles a machine state keeps from an earlier one
    /// (follow-outcomes' requesting after a failure shows Retry) agree with the review in every state.
    @Test func countersAndKeptTitlesAgreeInEveryState() throws {
        let buttonSim = try #require(BuiltProduct.buttonSim)
        let script = BuiltProduct.packageRoot.appendingPathComponent("scripts/verify-export")
        for (file, agreeing) in [("like.json", "24 of 24"), ("follow-outcomes.json", "156 of 156")] {
            let buttons = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/\(file)")
            let verified = try StandIn.execute(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["python3", script.path, "--framework", "swiftui", "--buttons", buttons.path],
                environment: ["BUTTON_SIM": buttonSim.path])
            #expect(verified.status == 0, "\(file): \(verified.output)")
            #expect(verified.output.hasSuffix("\(agreeing) states agree\n"), "\(file): \(verified.output)")
        }
    }

    /// `scripts/verify-export --framework swiftui --button follow --export-dir DIR` with the built program.
    static func verify(_ folder: TemporaryFolder, _ buttonSim: URL) throws -> (status: Int32, output: String) {
        let script = BuiltProduct.packageRoot.appendingPathComponent("scripts/verify-export")
        return try StandIn.execute(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", script.path, "--framework", "swiftui", "--button", "follow", "--export-dir", folder.url.path],
            environment: ["BUTTON_SIM": buttonSim.path])
    }
}
