import ButtonKit
import ButtonKitTestSupport
import Foundation
import Testing
import Theming

@testable import SwiftExport

/// The exported tests drive the guarded transitions too: the save example's `fail` goes to
/// `failed` while `retries < 2`, and to `cant-save` after the second retry (the shortest run
/// goes offline first, which fails without a retry).
@Suite("export swift: guarded transitions")
struct GuardedTransitionTests {
    static func save() throws -> (ButtonDefinition, BoardDefinition) {
        let url = BuiltProduct.packageRoot.appendingPathComponent("Buttons/examples/save.json")
        let board = try BuiltInFixture.board(json: try String(contentsOf: url, encoding: .utf8)).get().board
        return (try #require(board.button(ButtonID(rawValue: "save"))), board)
    }

    @Test func theShortestRunReachesEachGuardedCandidate() throws {
        let (save, _) = try Self.save()
        let paths = GuardedTransitionPaths(save, localization: Localization(locale: "en", development: "en")).paths
        let runs = paths.map { path in
            path.calls.map { call -> String in
                switch call {
                case .event(let name): name
                case .step: "step"
                }
            }.joined(separator: " ") + " => " + path.target
        }
        #expect(
            runs == [
                "tap fail => failed",
                "offline tap fail tap fail => cant-save",
            ], "\(runs)")
        #expect(paths.map(\.reason) == ["retries < 2", "retries < 2 does not hold"])
    }

    @Test func theExportedTestsCallThemInOrder() throws {
        let (save, board) = try Self.save()
        let files = try SwiftExporter.export(save, board: board, theme: .builtInDefault, source: "test").files
        let tests = try #require(files.first { $0.name.hasSuffix("Tests.swift") }).contents
        #expect(tests.contains("func guardedTransitions()"))
        let run = [
            "let button = SaveButton(frame: .zero)", "button.offline()",
            "button.sendActions(for: .primaryActionTriggered)",
            "button.fail()", "button.sendActions(for: .primaryActionTriggered)", "button.fail()",
            "#expect(button.mode == .cantSave)",
        ]
        #expect(tests.contains(run.map { "            " + $0 }.joined(separator: "\n")), "\(tests)")
        #expect(tests.contains("-> fail -> cant-save (retries < 2 does not hold)"))
    }
}
