import ButtonKit
import ButtonKitTestSupport
import Definitions
import Testing

/// The warnings of docs/buttons.md (exit 0), each with its exact message.
@Suite("Button files: warnings, with their exact messages")
struct WarningTests {
    static func warnings(_ json: String) -> [String] {
        switch BuiltInFixture.board(json: json) {
        case .success(let loaded): return loaded.warnings.map(\.line)
        case .failure(let error): return error.problems.map { "ERROR " + $0.line }
        }
    }

    @Test func aDroppedHighlightedDisabledKeyIsNamed() {
        let json = """
            {"buttons": [{"id": "a", "titles": {"normal": "A", "highlighted|disabled": "B", "highlighted": "C", "disabled|highlighted": "D"}}]}
            """
        #expect(
            Self.warnings(json).first
                == "test.json: buttons[0].titles.\"highlighted|disabled\": warning: dropped: UIKit stores a highlighted|disabled value under 0x1 only when that slot already has one; set it first"
        )
        // The key after `highlighted` is kept: it overwrites slot 1, as UIKit's setter does.
        if case .success(let loaded) = BuiltInFixture.board(json: json) {
            let button = Button(loaded.board.buttons[0], localization: Localization(locale: .en, development: .en))
            #expect(button.titles.stored(for: .highlighted) == "D")
            #expect(button.titles.stored(for: [.highlighted, .disabled]) == nil)
        }
    }

    @Test func anUnreachableMachineStateIsNamed() {
        let json = """
            {"buttons": [{"id": "a", "machine": {"initial": "idle", "states": {"idle": {"on": {"tap": "busy"}}, "busy": {}, "lost": {}}}}]}
            """
        #expect(
            Self.warnings(json) == [
                "test.json: buttons[0].machine.states.lost: warning: unreachable: no transition from idle leads here"
            ])
    }

    /// The Subscribe example of section 11: the flash of rule 2, named with what it shows
    /// and what the user probably expected.
    @Test func titleCoverageNamesTheCombinationWhatItShowsAndWhatWasExpected() {
        let json = """
            {"buttons": [{"id": "subscribe", "titles": {"normal": "Subscribe", "selected": "Subscribed"}}]}
            """
        #expect(
            Self.warnings(json) == [
                "test.json: buttons[0].titles: warning: selected shows \"Subscribed\", but highlighted|selected, disabled|selected, highlighted|disabled|selected, selected|focused, highlighted|selected|focused, disabled|selected|focused and highlighted|disabled|selected|focused fall back to \"Subscribe\" (add titles for them if they should match)"
            ])
    }

    @Test func aKeyNamingAStateWithoutABitIsNamed() {
        let json = """
            {"buttons": [{"id": "a", "states": {"busy": {"holds": ["disabled"]}}, "titles": {"normal": "A", "busy": "…"}}]}
            """
        #expect(
            Self.warnings(json).first
                == "test.json: buttons[0].titles.busy: warning: busy has no bit, so UIKit cannot tell this key from its flags alone"
        )
    }

    @Test func aCompleteFileHasNoWarnings() {
        let json = """
            {"buttons": [{"id": "a", "titles": {"normal": "A"}}]}
            """
        #expect(Self.warnings(json).isEmpty)
    }
}
