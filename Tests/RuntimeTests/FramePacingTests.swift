import ButtonKit
import ButtonKitTestSupport
import Canvas
import Rendering
import Simulator
import Testing
import Theming

@testable import Runtime

/// Timers' changes are drawn as paced frames, at most 60 a second, on the virtual clock;
/// the state still advances timer by timer, exactly as without a terminal.
@MainActor
@Suite("Frames paced for timers")
struct FramePacingTests {
    @Test func sixtyFourButtonsCyclingEveryMillisecondDrawAtMostSixtyFramesASecond() throws {
        // A tenth of a second (the debug build fires a few thousand timers a second): 6,400
        // firings, and at most 6 frames.
        let clock = ManualScheduler()
        let terminal = InMemoryTerminal(columns: 100, rows: 30)
        let program = try FastBoard.program(scheduler: clock, backend: terminal)
        let headlessClock = ManualScheduler()
        let headless = try FastBoard.program(scheduler: headlessClock)
        let first = terminal.drawCount
        for _ in 0..<100 { clock.advance(by: .milliseconds(1)) }
        headlessClock.advance(by: .milliseconds(100))
        #expect(clock.firedCount == 64 * 100)
        // One frame every 1/60 s at most (a frame that would show what the last one
        // showed is not drawn, and the next timer's then comes at once).
        #expect((4...6).contains(terminal.drawCount - first))
        // The state is the one `play` reaches.
        #expect(program.state.simulator == headless.state.simulator)
    }

    @Test func aPacedFrameShowsEveryTimerDueByItsTime() throws {
        let clock = ManualScheduler()
        let terminal = InMemoryTerminal(columns: 100, rows: 30)
        let program = try FastBoard.program(scheduler: clock, backend: terminal)
        func render() -> Frame {
            var whole = Frame(width: 100, height: 30)
            MainScreen.render(program.state.screen, area: whole.area, into: &whole)
            return whole
        }
        clock.advance(by: .milliseconds(1))
        // The first frame was drawn at time zero: the timers' frame waits until 1/60 s,
        // and the terminal still shows the buttons as they were.
        let deadline = try #require(clock.frameDeadline)
        #expect(deadline == .seconds(1) / 60)
        #expect(terminal.screen != render())
        clock.advance(by: .milliseconds(2))
        #expect(clock.frameDeadline == deadline)
        clock.advance(by: deadline - clock.now)
        #expect(clock.frameDeadline == nil)
        #expect(terminal.screen == render())
        // That frame changed nothing (16 changes later the buttons read A again), so the
        // next timer's change is drawn at once.
        let draws = terminal.drawCount
        clock.advance(by: .milliseconds(17) - clock.now)
        #expect(terminal.drawCount == draws + 1)
        #expect(terminal.screen == render())
    }

    @Test func aKeyIsDrawnAtOnceEvenJustAfterAFrame() throws {
        let clock = ManualScheduler()
        let terminal = InMemoryTerminal(columns: 100, rows: 30)
        let program = try FastBoard.program(scheduler: clock, backend: terminal)
        // The frame at 17 ms draws; the timers at 18 ms wait for the next one.
        clock.advance(by: .milliseconds(18))
        let draws = terminal.drawCount
        try #require(clock.frameDeadline != nil)
        program.send(.input(.key(.tab)))
        #expect(terminal.drawCount == draws + 1)
        #expect(program.state.simulator.target.id.rawValue == "b1")
        // The key's frame showed the timers' changes too: the paced one is not needed.
        #expect(clock.frameDeadline == nil)
    }

    @Test func aTimerAFrameIntervalAfterTheLastFrameIsDrawnAtOnce() throws {
        let clock = ManualScheduler()
        let terminal = InMemoryTerminal(columns: 100, rows: 30)
        let state = AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"])
        let program = Program(
            state: state, scheduler: clock, catalog: ThemeCatalog.discover(in: nil), stateStore: nil,
            backend: terminal)
        program.send(.started)
        // The spinner's first tick comes 100 ms after the key's frame.
        program.send(.input(.key(.character("l"))))
        let draws = terminal.drawCount
        clock.advance(by: .milliseconds(100))
        #expect(terminal.drawCount == draws + 1)
        #expect(clock.frameDeadline == nil)
    }
}
