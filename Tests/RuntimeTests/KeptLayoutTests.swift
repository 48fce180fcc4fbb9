import ButtonKit
import ButtonKitTestSupport
import Rendering
import Simulator
import SimulatorTestSupport
import Testing
import Theming

@testable import Runtime

/// The program loop keeps the last layouts it worked out, draws every frame and resolves
/// every key and click with the kept one: after any input it must be the layout worked out
/// afresh.
@Suite("The kept layout is the layout")
struct KeptLayoutTests {
    @Test func afterEveryInputTheKeptLayoutIsTheOneWorkedOutAfresh() {
        var generator = SeededGenerator(seed: 23)
        let keys: [Key] = [
            .character("h"), .character("s"), .character("m"), .character("l"), .character("e"), .character("f"),
            .character("r"), .character("g"), .character("?"), .character(","), .tab, .backtab, .left, .right,
            .up, .down, .escape, .character(" "), .enter,
        ]
        let sizes = [(100, 30), (80, 24), (140, 40), (60, 20), (100, 26)]
        var state = AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: Theme.builtInNames)
        var kept = KeptScreen()
        var compared = 0
        for step in 0..<600 {
            if step % 40 == 39 {
                let size = sizes[Int.random(in: 0..<sizes.count, using: &generator)]
                _ = AppReducer.reduce(&state, .input(.resize(columns: size.0, rows: size.1)))
            } else {
                let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
                _ = AppLoopReducer.reduce(&state, .input(.key(key)))
            }
            if step % 7 == 0 { state.simulator.spinnerFrame += 1 }
            let afresh = ScreenLayout.compute(state.shownScreen, width: state.size.columns, height: state.size.rows)
            #expect(kept.layout(of: state) == afresh, "step \(step)")
            compared += afresh.fits ? 1 : 0
        }
        // The walk must mostly see the main screen, not only the too-small one.
        #expect(compared > 300)
    }

    /// Keys and in-place changes that move boxes: a `fit` title that grows with its counter
    /// and machine state, an update that sets another size, other environments (where
    /// titles count); the kept layout must follow each.
    @Test func theKeptLayoutFollowsEveryChangeThatMovesABox() throws {
        var generator = SeededGenerator(seed: 0xB0C5)
        let keys: [Key] = [
            .character(" "), .character("o"), .character("b"), .character("s"), .character("h"), .character("e"),
            .character("f"), .character("r"), .character("L"), .character(","), .character(";"), .tab, .backtab,
            .right, .left, .escape, .enter, .down, .up,
        ]
        var state = AppState(
            screen: ScreenModel(
                simulator: SimulatorState(board: try BuiltInFixture.layoutMovingBoard()), theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: Theme.builtInNames)
        var kept = KeptScreen()
        var moved = 0
        var last: ScreenLayout?
        for step in 0..<1_500 {
            if step % 11 == 10 {
                // In place, outside the reducer: the kept layout must notice all the same.
                let index = Int.random(in: 0..<state.simulator.buttons.count, using: &generator)
                state.simulator.buttons[index].context["n", default: 0] += 1_000
            } else {
                let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
                _ = AppLoopReducer.reduce(&state, .input(.key(key)))
            }
            let afresh = ScreenLayout.compute(state.shownScreen, width: state.size.columns, height: state.size.rows)
            #expect(kept.layout(of: state) == afresh, "step \(step)")
            if let last, last.slots.map(\.box) != afresh.slots.map(\.box) { moved += 1 }
            last = afresh
        }
        // The walk must move boxes often, or it tests nothing.
        #expect(moved > 100)
    }

    @Test func theKeptLookIsTheTerminalLookWhateverChangesAndTheSpinnerMovesWithin() {
        var state = AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: Theme.builtInNames)
        var kept = KeptScreen()
        func press(_ keys: Key...) {
            for key in keys { _ = AppLoopReducer.reduce(&state, .input(.key(key))) }
        }
        press(.character(","), .right, .right, .escape)
        #expect(!state.screen.environment.isStandard)
        let look = { (state: AppState) in EnvironmentPictures.terminalModel(state.screen) }
        #expect(kept.shown(state.screen) == look(state))
        press(.character("l"))
        for _ in 0..<12 {
            state.simulator.spinnerFrame += 1
            #expect(kept.shown(state.screen) == look(state))
        }
        // A change besides the spinner's frame is worked out again, with the frame it has.
        state.simulator.spinnerFrame += 1
        press(.character("l"), .character("s"))
        #expect(kept.shown(state.screen) == look(state))
        press(.character(","), .right, .escape)
        #expect(kept.shown(state.screen) == look(state))
    }
}
