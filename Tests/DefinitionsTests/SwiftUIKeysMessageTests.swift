import ButtonKit
import ButtonKitTestSupport
import Definitions
import Testing

/// SwiftUI's keys (`framework`, `precedence`, `selection`, `role`, `parity`): read into the
/// definition, each mistake refused at its path with one exact line.
@Suite("Button files: SwiftUI's keys")
struct SwiftUIKeysMessageTests {
    static let states = "\"states\": {\"loading\": {\"bit\": 16, \"holds\": [\"disabled\"], \"key\": \"l\"}}, "

    static func lines(_ members: String, top: String = "") -> [String] {
        LoaderMessageTests.lines(ButtonFileCases.board(states + members, top: top))
    }

    static func button(_ members: String, top: String = "") throws -> ButtonDefinition {
        let json = ButtonFileCases.board(states + members, top: top)
        return try BuiltInFixture.board(json: json, reservedKeys: LoaderMessageTests.reserved).get().board.buttons[0]
    }

    @Test func eachMistakeHasItsOwnLine() {
        #expect(
            Self.lines("\"framework\": \"appkit\"") == [
                "test.json: buttons[0].framework: \"appkit\" is not one of uikit, swiftui"
            ])
        #expect(
            Self.lines("\"variant\": \"primary\"", top: "\"framework\": 1, ").contains(
                "test.json: framework: expected a string, found a number"))
        #expect(
            Self.lines("\"precedence\": [\"hover\"]") == [
                "test.json: buttons[0].precedence[0]: unknown rung \"hover\" (use disabled, pressed, selected, focused, normal, loading)"
            ])
        #expect(
            Self.lines("\"precedence\": [\"pressed\", \"pressed\"]") == [
                "test.json: buttons[0].precedence[1]: \"pressed\" is listed twice"
            ])
        #expect(
            Self.lines("\"precedence\": []") == [
                "test.json: buttons[0].precedence: empty: list the rungs first checked first, such as [\"disabled\", \"pressed\", \"normal\"]"
            ])
        #expect(
            Self.lines("\"selection\": \"radio\"") == [
                "test.json: buttons[0].selection: \"radio\" is not one of toggle"
            ])
        #expect(
            Self.lines("\"role\": \"primary\"") == [
                "test.json: buttons[0].role: \"primary\" is not one of destructive, cancel, close, confirm"
            ])
        #expect(
            Self.lines("\"parity\": {\"waive\": {\"hover\": \"x\"}}") == [
                "test.json: buttons[0].parity.waive.hover: unknown state \"hover\" in \"hover\" (use normal, highlighted, disabled, selected, focused, loading, joined by '|', or a raw value such as 0x4)"
            ])
        #expect(
            Self.lines("\"parity\": {\"waive\": {\"selected\": \" \"}}") == [
                "test.json: buttons[0].parity.waive.selected: a waiver needs a reason a reviewer can read"
            ])
        #expect(
            Self.lines("\"parity\": {\"waive\": []}") == [
                "test.json: buttons[0].parity.waive: expected an object from states to reasons, found an array"
            ])
    }

    @Test func theKeysAreRead() throws {
        let button = try Self.button(
            """
            "precedence": ["loading", "pressed", "normal"], "selection": "toggle", "role": "cancel",
            "parity": {"waive": {"selected|focused": "kept"}}
            """, top: "\"framework\": \"swiftui\", ")
        #expect(button.framework == .swiftui)
        #expect(button.ladder.entries == [.custom("loading"), .pressed, .normal])
        #expect(button.togglesSelection)
        #expect(button.role == .cancel)
        #expect(
            button.parityWaivers == [
                ParityWaiver(key: "selected|focused", names: ["selected", "focused"], reason: "kept")
            ])
    }

    @Test func aButtonsFrameworkWinsOverTheBoardsAndUIKitIsTheDefault() throws {
        #expect(try Self.button("\"framework\": \"uikit\"", top: "\"framework\": \"swiftui\", ").framework == .uikit)
        #expect(try Self.button("\"variant\": \"primary\"", top: "\"framework\": \"swiftui\", ").framework == .swiftui)
        let plain = try Self.button("\"variant\": \"primary\"")
        #expect(plain.framework == .uikit)
        #expect(plain.ladder.entries == [.disabled, .custom("loading"), .pressed, .selected, .focused, .normal])
    }
}
