import Canvas
import Rendering
import Simulator
import Testing

@testable import Runtime

/// Spinner ticks draw each glyph's boxes once and then copy them, and after a turn replay
/// each step's changes: what the terminal shows stays what a whole render of the state shows.
@MainActor
@Suite("Spinner ticks from kept boxes")
struct SpinnerTickTests {
    @Test func afterOneTurnTicksCopyTheKeptBoxesAndShowTheSameScreen() {
        let harness = ProgramTests.Harness()
        harness.press(.event(.key(.character("l"))))
        let glyphs = Spinner.glyphs.count
        for tick in 1...(2 * glyphs + 3) {
            harness.clock.advance(by: .milliseconds(100))
            #expect(harness.program.pipeline.keptSpinnerGlyphs == min(tick, glyphs))
            // Once every step from one glyph to the next was seen, a tick compares nothing.
            #expect((harness.program.pipeline.cellsComparedLastUpdate == 0) == (tick > glyphs + 1))
            #expect(harness.terminal.cellsWrittenLastDraw == 1)
            var whole = Frame(width: 100, height: 30)
            MainScreen.render(harness.program.state.screen, area: whole.area, into: &whole)
            #expect(harness.terminal.screen == whole)
            #expect(harness.program.pipeline.current == whole)
        }
        // Anything else that changes forgets them: the boxes may look different now.
        harness.press(.event(.key(.character("s"))))
        #expect(harness.program.pipeline.keptSpinnerGlyphs == 0)
        harness.clock.advance(by: .milliseconds(100))
        var whole = Frame(width: 100, height: 30)
        MainScreen.render(harness.program.state.screen, area: whole.area, into: &whole)
        #expect(harness.terminal.screen == whole)
        #expect(harness.program.pipeline.keptSpinnerGlyphs == 1)
    }
}
