import ButtonKit
import ButtonKitTestSupport
import Review
import Testing
import Theming

/// ``ReviewDiff`` on small boards: buttons and states that appear and go, locales only one
/// version declares, a property changed rather than added and removed, and nothing at
/// all for two equal boards.
@Suite("review diff")
struct ReviewDiffTests {
    static func side(_ json: String) throws -> ReviewDiff.Side {
        let board = try BuiltInFixture.board(json: json).get().board
        return ReviewDiff.Side(board: board, name: "x.json", theme: Theme.builtInDefault)
    }

    static let base = """
        {"locales": ["en", "zh"], "buttons": [
          {"id": "a", "titles": {"normal": {"en": "A", "zh": "甲"}}},
          {"id": "b", "titles": {"normal": "B"}}]}
        """

    @Test func equalBoardsHaveNoDifference() throws {
        let diff = ReviewDiff(old: try Self.side(Self.base), new: try Self.side(Self.base))
        #expect(diff.isEmpty)
        #expect(diff.text().hasSuffix("no differences\n"))
    }

    @Test func aButtonGoneAndOneNewListEveryState() throws {
        let new = """
            {"locales": ["en", "zh"], "buttons": [
              {"id": "a", "titles": {"normal": {"en": "A", "zh": "甲"}}},
              {"id": "c", "titles": {"normal": "C"}}]}
            """
        let diff = ReviewDiff(old: try Self.side(Self.base), new: try Self.side(new))
        #expect(diff.buttons.map(\.id) == ["c", "b"])
        #expect(diff.buttons.map(\.kind) == [.added, .removed])
        // Both locales read the same for a plain title: one entry per state (16 states).
        #expect(diff.buttons[0].states.count == 16)
        #expect(diff.buttons[0].states.allSatisfy { $0.kind == .added && $0.locales == ["en", "zh"] })
    }

    @Test func aTitleChangedInOneLocaleIsListedForThatLocaleOnly() throws {
        let new = Self.base.replacingOccurrences(of: "\"zh\": \"甲\"", with: "\"zh\": \"乙\"")
        let diff = ReviewDiff(old: try Self.side(Self.base), new: try Self.side(new))
        let states = try #require(diff.buttons.first).states
        #expect(states.allSatisfy { $0.locales == ["zh"] && $0.kind == .changed })
        #expect(states.first?.fields.map(\.name) == ["title", "reads"])
        #expect(states.first?.fields.first?.old == "甲" && states.first?.fields.first?.new == "乙")
    }

    @Test func aCustomStateAddsStatesAndAPart() throws {
        let new = Self.base.replacingOccurrences(
            of: "{\"id\": \"b\", \"titles\": {\"normal\": \"B\"}}",
            with:
                "{\"id\": \"b\", \"variant\": \"secondary\", \"states\": {\"busy\": {\"bit\": 16, \"key\": \"b\"}}, \"titles\": {\"normal\": \"B\", \"busy\": \"…\"}}"
        )
        let diff = ReviewDiff(old: try Self.side(Self.base), new: try Self.side(new))
        let button = try #require(diff.buttons.first)
        #expect(button.id == "b")
        #expect(button.parts.map(\.text) == ["primary -> secondary", "busy 0x10000 (key b)"])
        #expect(button.parts.map(\.kind) == [.changed, .added])
        #expect(button.states.contains { $0.kind == .added && $0.label.hasPrefix("busy ") })
        #expect(!button.states.contains { $0.kind == .removed })
    }

    @Test func aLocaleOnlyOneVersionDeclaresIsNamedNotCompared() throws {
        let new = Self.base.replacingOccurrences(of: "[\"en\", \"zh\"]", with: "[\"en\"]")
            .replacingOccurrences(of: "{\"en\": \"A\", \"zh\": \"甲\"}", with: "\"A\"")
        let diff = ReviewDiff(old: try Self.side(Self.base), new: try Self.side(new))
        #expect(diff.locales == ["en"])
        #expect(diff.localeChanges.map(\.locale) == ["zh"])
        #expect(diff.localeChanges.map(\.kind) == [.removed])
        #expect(diff.buttons.isEmpty)
    }
}
