import ButtonKit
import ButtonKitTestSupport
import Rendering
import Simulator
import Testing

/// The state keeps the last layouts it worked out, and the program draws every frame with
/// the kept one: after any input it must be the layout worked out afresh.
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
        var state = AppStateFixture.fresh()
        var compared = 0
        for step in 0..<600 {
            if step % 40 == 39 {
                let size = sizes[Int.random(in: 0..<sizes.count, using: &generator)]
                _ = AppReducer.reduce(&state, .input(.resize(columns: size.0, rows: size.1)))
            } else {
                AppStateFixture.press(&state, [keys[Int.random(in: 0..<keys.count, using: &generator)]])
            }
            if step % 7 == 0 { state.simulator.spinnerFrame += 1 }
            let afresh = ScreenLayout.compute(state.shownScreen, width: state.size.columns, height: state.size.rows)
            #expect(state.layout == afresh, "step \(step)")
            compared += afresh.fits ? 1 : 0
        }
        // The walk must mostly see the main screen, not only the too-small one.
        #expect(compared > 300)
    }
}
