import ButtonKit
import ButtonKitTestSupport
import Foundation
import SwiftExport
import Testing
import Theming

/// The shape of the SwiftUI twin as a SwiftUI engineer reads it: titles with counters, titles a
/// machine state keeps from an earlier one, lines a reader can take in, where the resources come
/// from, and the button's role and size.
@Suite("export swiftui: the twin's shape", .serialized)
struct SwiftUITwinShapeTests {
    /// The files `export swiftui` writes for button `id` of `Buttons/examples/FILE`.
    static func export(_ file: String, _ id: String) throws -> [SwiftExporter.File] {
        let url = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/\(file)")
        let board = try BuiltInFixture.board(json: try String(contentsOf: url, encoding: .utf8)).get().board
        let button = try #require(board.button(ButtonID(rawValue: id)))
        return try SwiftUIExporter.export(button, board: board, theme: .builtInDefault, source: file).files
    }

    /// The files for a button given as JSON, on a board of its own.
    static func export(json: String) throws -> [SwiftExporter.File] {
        let board = try BuiltInFixture.board(json: json).get().board
        let button = try #require(board.buttons.first)
        return try SwiftUIExporter.export(button, board: board, theme: .builtInDefault, source: "inline").files
    }

    static func contents(_ files: [SwiftExporter.File], _ name: String) throws -> String {
        try #require(files.first { $0.name == name }).contents
    }

    @Test func aTitleWithACounterInterpolatesItAndTheCatalogHoldsItsFormat() throws {
        let files = try Self.export("like.json", "like")
        let view = try Self.contents(files, "LikeButton.swift")
        // The text enum's resource takes the counter, and the title interpolates it, formatted.
        #expect(view.contains("func resource(likes: Int) -> LocalizedStringResource"))
        #expect(view.contains(#"defaultValue: "♡ Like · \(likes.formatted())""#), "\(view)")
        // The style draws it with the model's count.
        #expect(view.contains("likes: model.likes"))
        #expect(view.contains("Text(look.title?.resource(likes: likes) ?? \"\")"))
        // The catalog has the UIKit export's format, `%@` where the count goes.
        let catalog = try Self.contents(files, "Localizable.xcstrings")
        #expect(catalog.contains(#""value" : "♡ Like · %@""#), "\(catalog)")
        #expect(!catalog.contains("{likes}"))
    }

    @Test func aTitleKeptFromAnEarlierMachineStateIsAKeyOfTheTable() throws {
        let view = try Self.contents(
            try Self.export("follow-outcomes.json", "follow-request"), "FollowRequestButton.swift")
        #expect(view.contains("var titleSetBy: Mode? = nil"))
        #expect(view.contains("state.titleSetBy = titleSetBy"))
        #expect(view.contains("titleSetBy = .failed"))
        // requesting, after a failure: the kept title is Retry; after idle, Follow.
        #expect(view.contains("mode: .requesting, titleSetBy: .failed,"), "\(view)")
        #expect(view.contains("mode: .requesting, titleSetBy: .idle,"))
    }

    @Test func noGeneratedLineIsLongerThan120Characters() throws {
        var exports = try SwiftUIExportTests.exports().map(\.files)
        exports.append(try Self.export("like.json", "like"))
        exports.append(try Self.export("follow-outcomes.json", "follow-request"))
        for files in exports {
            for file in files where file.name.hasSuffix(".swift") {
                let long = file.contents.components(separatedBy: "\n").filter { $0.count > 120 }
                #expect(long.isEmpty, "\(file.name): \(long.first ?? "")")
            }
        }
    }

    @Test func titlesAndColoursResolveFromTheMainBundleByDefault() throws {
        let view = try Self.contents(try SwiftUIExportTests.exports()[0].files, "FollowButton.swift")
        #expect(view.contains("static let bundle = Bundle(for: FollowButtonModel.self)"))
        #expect(!view.contains("Bundle? = nil"))
        #expect(view.contains("defaultValue: \"Followed\", bundle: Resources.bundle,"))
        #expect(view.contains("Color(\"theme.color.background.brand\", bundle: Resources.bundle)"))
    }

    @Test func theRoleAndTheSizeReachTheButton() throws {
        let json = """
            {"buttons": [{"id": "delete", "variant": "primary", "size": "small", "role": "destructive",
              "titles": {"normal": "Delete"}}]}
            """
        let view = try Self.contents(try Self.export(json: json), "DeleteButton.swift")
        #expect(view.contains("Button(role: .destructive) {"), "\(view)")
        #expect(view.contains(".controlSize(.small)"))
        let follow = try Self.contents(try SwiftUIExportTests.exports()[0].files, "FollowButton.swift")
        #expect(follow.contains("Button {"))
        #expect(follow.contains(".controlSize(.regular)"))
    }

    @Test func likeAndFollowOutcomesTypeCheckInSwift6ModeWithNoWarning() throws {
        let standIn = try SwiftUIStandIn.build()
        for files in [try Self.export("like.json", "like"), try Self.export("follow-outcomes.json", "follow-request")] {
            let swift = files.filter { $0.name.hasSuffix(".swift") }.map { ($0.name, $0.contents) }
            let result = try SwiftUIStandIn.typeCheck(swift, standIn: standIn)
            #expect(result.status == 0, "\(result.output)")
            #expect(!result.output.contains("warning"), "\(result.output)")
        }
    }
}
