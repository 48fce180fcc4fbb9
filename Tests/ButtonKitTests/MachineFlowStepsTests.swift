import ButtonKit
import ButtonKitTestSupport
import Foundation
import Testing

/// The flow: each machine state as the machine alone reaches it, its entry applied, in the
/// order it is first reached, with what led there. `render --mode` and the flow gallery
/// draw these buttons, so a machine state never shows without its entry.
@Suite("Machines: the flow a designer draws")
struct MachineFlowStepsTests {
    static func definition(_ id: ButtonID, in board: BoardDefinition = BuiltInFixture.board) throws
        -> ButtonDefinition
    {
        try #require(board.buttons.first { $0.id == id })
    }

    @Test func theModalsFlowIsItsFiveStatesInOrderWithWhatLeadsToEach() throws {
        let flow = MachineFlow(
            try Self.definition("modal"), localization: Localization(locale: .en, development: .en))
        #expect(flow.steps.map(\.mode) == ["download", "downloading", "install", "installing", "complete"])
        #expect(
            flow.steps.map(\.button.shownTitle) == [
                "Download", "Downloading...", "Install", "Installing...", "Complete!",
            ])
        #expect(flow.steps.map(\.button.isEnabled) == [true, false, true, false, false])
        #expect(flow.steps.map { $0.arrival?.by } == [nil, .tap, .timer(.step), .tap, .timer(.step)])
        #expect(flow.steps.map { $0.arrival?.from } == [nil, "download", "downloading", "install", "installing"])
        // The tap's highlight has lifted: each state as the machine rests in it.
        #expect(flow.steps.allSatisfy { !$0.button.state.contains(.highlighted) })
    }

    @Test func anEntryThatSetsACustomStateIsApplied() throws {
        let json = """
            {"locales": ["en"], "buttons": [{"id": "subscribe", "titles": {"normal": "Subscribe", "pending": "Pending…"},
              "states": {"pending": {"bit": 16, "key": "p", "holds": ["disabled"], "afterwards": "enable"}},
              "machine": {"initial": "idle", "states": {
                "idle": {"on": {"tap": "requesting"}},
                "requesting": {"entry": ["set pending"], "exit": ["clear pending"],
                               "on": {"succeed": {"target": "idle", "actions": ["toggle selected"]}, "fail": "idle"},
                               "after": {"step": {"actions": ["send succeed"]}}}}},
              "events": {"succeed": {"key": "y", "label": "Succeeds"}, "fail": {"key": "n", "label": "Fails"}}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let flow = MachineFlow(
            try Self.definition("subscribe", in: board), localization: Localization(locale: .en, development: .en))
        let requesting = try #require(flow.step("requesting"))
        #expect(requesting.button.flags.active == ["pending"])
        #expect(requesting.button.shownTitle == "Pending…")
        #expect(!requesting.button.isEnabled)
        #expect(requesting.arrival?.by == .tap)
        // The reachable set also holds `requesting` with pending turned off by its key: the
        // flow never presses one.
        let reachable = ReachableStates.entries(
            for: requesting.button.definition, mode: "requesting",
            localization: Localization(locale: .en, development: .en))
        #expect(reachable.contains { $0.button.flags.active.isEmpty })
    }

    @Test func eventsAreFollowedAndAStateNoMoveReachesIsLeftOut() throws {
        let json = """
            {"locales": ["en"], "buttons": [{"id": "b",
              "events": {"ok": {"key": "y", "label": "Succeeds"}, "fail": {"key": "n", "label": "Fails"}},
              "machine": {"initial": "idle", "states": {
                "idle": {"title": "Send", "on": {"tap": "sending"}},
                "sending": {"title": "Sending", "enabled": false, "on": {"ok": "sent", "fail": "failed"}},
                "sent": {"title": "Sent", "type": "final"},
                "failed": {"title": "Retry", "on": {"tap": "sending"}},
                "orphan": {"title": "Never"}}}}]}
            """
        let board = try BuiltInFixture.board(json: json).get().board
        let flow = MachineFlow(
            try Self.definition("b", in: board), localization: Localization(locale: .en, development: .en))
        #expect(flow.steps.map(\.mode) == ["idle", "sending", "sent", "failed"])
        #expect(flow.steps.map { $0.arrival?.by } == [nil, .tap, .event("ok"), .event("fail")])
        #expect(flow.step("orphan") == nil)
    }

    @Test func aButtonWithoutAMachineHasNoFlow() throws {
        #expect(
            MachineFlow(
                try Self.definition("primary"), localization: Localization(locale: .en, development: .en)
            ).steps.isEmpty)
    }
}
