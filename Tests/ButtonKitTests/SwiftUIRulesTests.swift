import ButtonKit
import ButtonKitTestSupport
import Testing

/// SwiftUI's rules in the engine (DESIGN section 19): the precedence ladder chooses title
/// and colours, pressed exists only while enabled and only by a touch, a toggle's tap
/// flips selected, and the reachable set is computed per framework.
@Suite("Section 19: SwiftUI's rules")
struct SwiftUIRulesTests {
    static let swiftUIBoard = BuiltInFixture.board.following(.swiftui)
    static let localization = Localization(locale: .en, development: .en)

    static func button(_ id: ButtonID, _ framework: Framework = .swiftui) -> Button {
        let board = framework == .swiftui ? swiftUIBoard : BuiltInFixture.board
        guard let definition = board.button(id) else { fatalError("no built-in button \(id)") }
        return Button(definition, localization: localization)
    }

    static func keys(_ entries: [ReachableStates.Entry]) -> Set<String> {
        Set(entries.map { ($0.mode ?? "") + " " + $0.flags.names.joined(separator: "|") })
    }

    @Test func theLadderGivesFollowedWhereUIKitFallsBackToFollow() {
        for flag in [ButtonFlag.focused, .enabled] {
            var swiftUI = Self.button(.follow)
            var uiKit = Self.button(.follow, .uikit)
            for index in [0, 1] {
                var button = index == 0 ? swiftUI : uiKit
                button.flags.set(.selected, true)
                button.flags.set(flag, flag != .enabled)
                if index == 0 { swiftUI = button } else { uiKit = button }
            }
            #expect(swiftUI.shownTitle == "Followed")
            #expect(swiftUI.titleLookup.source == .ladder(entry: "selected", slot: .selected))
            #expect(uiKit.shownTitle == "Follow")
            #expect(uiKit.titleLookup.source == .normalFallback)
        }
    }

    @Test func theFirstRungThatHoldsWithAValueDecides() {
        var definition = ButtonDefinition(
            id: "twin",
            titles: [
                StateValue(key: "normal", state: .normal, value: .plain("N")),
                StateValue(key: "selected", state: .selected, value: .plain("S")),
                StateValue(key: "highlighted", state: .highlighted, value: .plain("P")),
            ])
        definition.framework = .swiftui
        var button = Button(definition, localization: Self.localization)
        button.flags.set(.selected, true)
        button.flags.set(.highlighted, true)
        #expect(button.shownTitle == "P")
        #expect(button.titleLookup.source == .ladder(entry: "pressed", slot: .highlighted))
        definition.precedence = PrecedenceLadder(entries: [.selected, .pressed, .normal])
        button = Button(definition, localization: Self.localization)
        button.flags.set(.selected, true)
        button.flags.set(.highlighted, true)
        #expect(button.shownTitle == "S")
        definition.precedence = PrecedenceLadder(entries: [.normal, .selected])
        button = Button(definition, localization: Self.localization)
        button.flags.set(.selected, true)
        #expect(button.shownTitle == "N")
        #expect(button.titleLookup.source == .ladder(entry: "normal", slot: .normal))
    }

    @Test func aCustomRungReadsItsFullValue() {
        var button = Self.button(.follow)
        button.flags.set(.mutual, true)
        button.flags.set(.focused, true)
        #expect(button.shownTitle == "Mutual")
        #expect(button.titleLookup.source == .ladder(entry: "mutual", slot: ControlState(rawValue: 0x1_0004)))
    }

    @Test func highlightedAndDisabledIsReachableUnderUIKitOnly() {
        let uiKit = Self.keys(
            ReachableStates.entries(for: BuiltInFixture.board.button(.follow)!, localization: Self.localization))
        let swiftUI = Self.keys(
            ReachableStates.entries(for: Self.swiftUIBoard.button(.follow)!, localization: Self.localization))
        #expect(uiKit.contains("idle highlighted|disabled"))
        #expect(!swiftUI.contains { $0.contains("highlighted") && $0.contains("disabled") })
        // Pressed is still reachable under a finger on an enabled button.
        #expect(swiftUI.contains("idle highlighted"))
        #expect(swiftUI.contains("idle highlighted|selected"))
        #expect(swiftUI.isSubset(of: uiKit))
    }

    @Test func hIsNotAvailableUnderSwiftUIAndSaysSo() {
        var state = SimulatorState(board: Self.swiftUIBoard, locale: .en, settings: SimulatorSettings(animates: false))
        _ = SimulatorReducer.reduce(&state, .flagToggled(.follow, .highlighted))
        #expect(!state.buttons[0].flags.isOn(.highlighted))
        #expect(state.notice == .pressNeedsTouch(.follow))
        var uiKit = BuiltInFixture.state(settings: SimulatorSettings(animates: false))
        _ = SimulatorReducer.reduce(&uiKit, .flagToggled(.follow, .highlighted))
        #expect(uiKit.buttons[0].flags.isOn(.highlighted))
        #expect(uiKit.notice == nil)
    }

    @Test func disablingWhilePressedClearsThePress() {
        var state = SimulatorState(board: Self.swiftUIBoard, locale: .en, settings: SimulatorSettings(animates: false))
        _ = SimulatorReducer.reduce(&state, .touchBegan(.follow))
        #expect(state.buttons[0].flags.isOn(.highlighted))
        _ = SimulatorReducer.reduce(&state, .touchMoved(.follow, inside: false))
        #expect(!state.buttons[0].flags.isOn(.highlighted))
        _ = SimulatorReducer.reduce(&state, .touchMoved(.follow, inside: true))
        #expect(state.buttons[0].flags.isOn(.highlighted))
        _ = SimulatorReducer.reduce(&state, .flagToggled(.follow, .enabled))
        #expect(!state.buttons[0].isEnabled)
        #expect(!state.buttons[0].flags.isOn(.highlighted))
    }

    @Test func aToggleFlipsSelectedOnATapUnderSwiftUIOnly() {
        var definition = ButtonDefinition(
            id: "bold", titles: [StateValue(key: "normal", state: .normal, value: .plain("B"))])
        definition.togglesSelection = true
        let uiKitStates = ReachableStates.entries(for: definition, localization: Self.localization)
        definition.framework = .swiftui
        var button = Button(definition, localization: Self.localization)
        let taps = ReachableStates.tapOutcomes(of: button, localization: Self.localization)
        #expect(taps.map { $0.flags.names } == [["selected"]])
        button.flags.set(.enabled, false)
        #expect(ReachableStates.tapOutcomes(of: button, localization: Self.localization).isEmpty)
        var state = SimulatorState(
            board: BoardDefinition(buttons: [definition]), locale: .en, settings: SimulatorSettings(animates: false))
        _ = SimulatorReducer.reduce(&state, .touchBegan("bold"))
        _ = SimulatorReducer.reduce(&state, .touchEnded("bold", inside: true))
        #expect(state.buttons[0].flags.names == ["selected"])
        // UIKit never toggles on a tap (section 1, rule 5): the same file reaches selected only by `s`.
        #expect(
            uiKitStates.allSatisfy {
                ReachableStates.tapOutcomes(of: $0.button, localization: Self.localization).isEmpty
            })
    }
}
