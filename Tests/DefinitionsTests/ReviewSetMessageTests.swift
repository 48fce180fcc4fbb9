import ButtonKit
import ButtonKitTestSupport
import Definitions
import Testing

/// `"review"`: the review set is read in state-key syntax, and each mistake is refused at
/// its item's path with one exact line.
@Suite("Button files: the review set")
struct ReviewSetMessageTests {
    static let states = "\"states\": {\"loading\": {\"bit\": 16, \"holds\": [\"disabled\"], \"key\": \"l\"}}, "

    static func lines(_ review: String) -> [String] {
        LoaderMessageTests.lines(ButtonFileCases.board(states + "\"review\": \(review)"))
    }

    @Test func eachMistakeHasItsOwnLine() {
        #expect(Self.lines("\"highlighted\"") == ["test.json: buttons[0].review: expected an array, found a string"])
        #expect(
            Self.lines("[\"hover\"]") == [
                "test.json: buttons[0].review[0]: unknown state \"hover\" in \"hover\" (use normal, highlighted, disabled, selected, focused, loading, joined by '|', or a raw value such as 0x4)"
            ])
        #expect(
            Self.lines("[\"normal\"]") == [
                "test.json: buttons[0].review[0]: \"normal\" is the machine state itself, always shown; name flags to show beside it"
            ])
        #expect(
            Self.lines("[\"selected|highlighted\", \"highlighted|selected\"]") == [
                "test.json: buttons[0].review[1]: \"highlighted|selected\" names the same states as \"selected|highlighted\""
            ])
        #expect(Self.lines("[3]") == ["test.json: buttons[0].review[0]: expected a string, found a number"])
        #expect(
            Self.lines("[" + Array(repeating: "\"focused\"", count: 17).joined(separator: ", ") + "]") == [
                "test.json: buttons[0].review: at most 16 combinations (found 17); --all shows every reachable state"
            ])
    }

    @Test func keysBecomeTheNamesTheyTurnOn() throws {
        let json = ButtonFileCases.board(
            Self.states + "\"review\": [\"selected|highlighted\", \"loading\", \"0x10008\"]")
        let board = try BuiltInFixture.board(json: json, reservedKeys: LoaderMessageTests.reserved).get().board
        let review = try #require(board.buttons[0].review)
        #expect(review.map(\.key) == ["selected|highlighted", "loading", "0x10008"])
        #expect(review.map(\.names) == [["selected", "highlighted"], ["loading"], ["focused", "loading"]])
    }

    @Test func withoutReviewTheDefaultIsHighlightedAndDisabled() throws {
        let board = try BuiltInFixture.board(json: ButtonFileCases.board(""), reservedKeys: LoaderMessageTests.reserved)
            .get().board
        #expect(board.buttons[0].review == nil)
        #expect(board.buttons[0].reviewSet.map(\.key) == ["highlighted", "disabled"])
    }
}
