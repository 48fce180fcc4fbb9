import ButtonKit
import ButtonKitTestSupport
import Testing

/// The screen layout keeps every button's layout facts and asks before each key whether
/// they still hold, reading only the buttons changed since it last asked; the spinner and
/// drawn-size checks answer from the definition when it rules them out. After any action,
/// or a change made to a button outside the reducer, each must agree with the long way.
@Suite("Layout facts and spinners agree with the long way after random actions")
struct LayoutFactsPropertyTests {
    /// Whether a spinner turns, worked out in full: a custom state on with `spinner`, the
    /// machine's state with `spinner`, or the configuration's activity indicator.
    static func spins(_ button: Button) -> Bool {
        button.flags.activeStates.contains(where: \.spinner) || (button.currentMachineState?.spinner ?? false)
            || (button.configuration?.showsActivityIndicator ?? false)
    }

    /// The size drawn, worked out in full: an update's `buttonSize` while it applies.
    static func drawnSize(_ button: Button) -> ButtonSize {
        guard let configuration = button.configuration, configuration.setBy["buttonSize"] != nil else {
            return button.size
        }
        return configuration.buttonSize.buttonSize
    }

    /// Plays random actions and timers on `board`, now and then changing a button in place
    /// outside the reducer, and checks after each step that the kept facts hold exactly
    /// when they equal the facts taken afresh; returns how many steps changed them.
    static func walk(_ board: BoardDefinition, steps: Int, label: String, _ generator: inout SeededGenerator) -> Int {
        var state = SimulatorState(board: board)
        _ = SimulatorReducer.reduce(&state, .started)
        let withTitles = Bool.random(using: &generator)
        var kept = state.layoutFacts(withTitles: withTitles)
        var changes = 0
        for step in 0..<steps {
            if Int.random(in: 0..<10, using: &generator) == 0 {
                // In place, as any code holding the state may: the kept copy must notice.
                let index = Int.random(in: 0..<state.buttons.count, using: &generator)
                if Bool.random(using: &generator) {
                    state.buttons[index].size = state.buttons[index].size == .small ? .medium : .small
                } else {
                    state.buttons[index].context["n", default: 0] += 1
                }
            } else if let action = PropertyTests.randomAction(board, &generator) {
                _ = SimulatorReducer.reduce(&state, action)
            } else if let timer = state.pendingTimers.randomElement(using: &generator) {
                _ = SimulatorReducer.reduce(&state, .timerFired(timer))
            }
            let fresh = state.layoutFacts(withTitles: withTitles)
            let holds = state.layoutFactsHold(&kept, withTitles: withTitles)
            guard holds == (kept == fresh) else {
                Issue.record("\(label), step \(step): the facts \(holds ? "held" : "did not hold") wrongly")
                return changes
            }
            if !holds {
                kept = fresh
                changes += 1
            }
            for button in state.buttons
            where button.showsSpinner != spins(button) || button.drawnSize != drawnSize(button) {
                Issue.record("\(label), step \(step): \(button.id) disagrees on its spinner or drawn size")
                return changes
            }
        }
        return changes
    }

    @Test func onTheBuiltInBoardAndABoardWhoseBoxesMove() throws {
        var generator = SeededGenerator(seed: 0x1A7_0F4C)
        var changes = 0
        for (index, board) in [BuiltInFixture.board, try BuiltInFixture.layoutMovingBoard()].enumerated() {
            for run in 0..<40 {
                changes += Self.walk(board, steps: 200, label: "board \(index), run \(run)", &generator)
            }
        }
        // The walks must change the facts often, or they test nothing.
        #expect(changes > 1_000)
    }

    @Test func onRandomButtonFiles() throws {
        var generator = SeededGenerator(seed: 0xFAC7_5EED)
        var changes = 0
        for index in 0..<300 {
            let json = RandomBoard.json(&generator)
            let board = try BuiltInFixture.board(json: json).get().board
            changes += Self.walk(board, steps: 60, label: "random file \(index) \(json)", &generator)
        }
        #expect(changes > 1_000)
    }

    @Test func aButtonChangedInPlaceIsNoLongerTheCopyKept() throws {
        var state = SimulatorState(board: try BuiltInFixture.layoutMovingBoard())
        let kept = state.buttons[0]
        #expect(state.buttons[0].isUnchanged(since: kept))
        state.buttons[0].context["n"] = 7
        #expect(!state.buttons[0].isUnchanged(since: kept))
        #expect(kept.context["n"] == 1)
    }
}
