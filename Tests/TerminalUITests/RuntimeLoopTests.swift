import ButtonKit
import ButtonKitTestSupport
import Foundation
import Persistence
import Rendering
import Simulator
import Testing
import Theming

@testable import TerminalUI

/// The runtime on the in-memory terminal and a virtual clock: keys, timers, resizes and
/// signals, without a terminal.
@MainActor
@Suite("Runtime loop")
struct RuntimeLoopTests {
    @MainActor
    final class Harness {
        let terminal: InMemoryTerminal
        let clock = ManualScheduler()
        let loop: RuntimeLoop
        let stateURL: URL
        let stops = Counter()
        var exits: [Int32] = []

        init(columns: Int = 100, rows: Int = 30) {
            terminal = InMemoryTerminal(columns: columns, rows: rows)
            stateURL = FileManager.default.temporaryDirectory
                .appendingPathComponent("runtime-loop-\(UUID().uuidString).json")
            let state = AppState(
                screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
                size: TerminalSize(columns: columns, rows: rows), themeNames: ["default"])
            let driver = AppDriver(
                state: state, scheduler: clock, catalog: ThemeCatalog.discover(in: nil),
                stateStore: StateFileStore(url: stateURL))
            let stops = self.stops
            loop = RuntimeLoop(terminal: terminal, driver: driver, stopProcess: { stops.value += 1 })
            loop.onExit = { [unowned self] status in self.exits.append(status) }
            loop.start()
        }

        /// Queues keys and lets the runtime read them.
        func press(_ inputs: TerminalInput...) {
            for input in inputs { terminal.send(input) }
            loop.inputAvailable()
        }

        func advance(_ duration: Duration) {
            clock.advance(by: duration)
            loop.timersFired()
        }

        var savedState: String? { try? String(contentsOf: stateURL, encoding: .utf8) }

        deinit { try? FileManager.default.removeItem(at: stateURL) }
    }

    @MainActor
    final class Counter {
        var value = 0
    }

    @Test func aKeyIsDrawnOnTheScreen() {
        let harness = Harness()
        #expect(harness.terminal.screen.text.contains("Follow "))
        harness.press(.event(.key(.character("m"))))
        #expect(harness.terminal.screen.text.contains("Mutual"))
    }

    @Test func qQuitsWithStatusZeroAndSaves() {
        let harness = Harness()
        harness.press(.event(.key(.character("m"))), .event(.key(.character("q"))))
        #expect(harness.exits == [0])
        #expect(harness.terminal.isRestored)
        #expect(harness.savedState?.contains("65540") == true)
    }

    @Test(
        "every quitting signal saves, restores and exits with 128 + signal",
        arguments: TerminalSignals.quitting)
    func quittingSignal(_ number: Int32) {
        let harness = Harness()
        harness.press(.event(.key(.character("m"))))
        harness.loop.received(signal: number)
        #expect(harness.exits == [128 + number])
        #expect(harness.terminal.isRestored)
        #expect(harness.savedState?.contains("65540") == true)
        // A second signal while finishing changes nothing.
        harness.loop.received(signal: SIGTERM)
        #expect(harness.exits == [128 + number])
    }

    @Test func controlKeysActAsTheirSignals() {
        let interrupt = Harness()
        interrupt.press(.control(.interrupt))
        #expect(interrupt.exits == [128 + SIGINT])
        let quit = Harness()
        quit.press(.control(.quit))
        #expect(quit.exits == [128 + SIGQUIT])
    }

    @Test func theEndOfInputIsAHangUp() {
        let harness = Harness()
        harness.press(.endOfInput)
        #expect(harness.exits == [128 + SIGHUP])
        #expect(harness.savedState != nil)
    }

    @Test func suspendingGivesTheTerminalBackAndResumingRepaintsInFull() {
        let harness = Harness()
        let repaints = harness.terminal.fullRepaints
        harness.press(.control(.suspend))
        harness.loop.received(signal: SIGTSTP)
        #expect(harness.stops.value == 2)
        #expect(harness.terminal.suspensions == 2)
        #expect(harness.terminal.resumptions == 2)
        #expect(harness.terminal.fullRepaints == repaints + 2)
        #expect(harness.terminal.screen.text.contains("Follow "))
        #expect(harness.exits.isEmpty)
    }

    @Test func aContinueAfterAStopFromOutsideRepaintsButNotAfterOurOwn() {
        let harness = Harness()
        harness.press(.control(.suspend))
        let repaints = harness.terminal.fullRepaints
        harness.loop.received(signal: SIGCONT)
        #expect(harness.terminal.fullRepaints == repaints)
        harness.loop.received(signal: SIGCONT)
        #expect(harness.terminal.fullRepaints == repaints + 1)
    }

    @Test func ctrlLRepaintsEverything() {
        let harness = Harness()
        harness.press(.control(.redraw))
        #expect(harness.terminal.cellsWrittenLastDraw == 100 * 30)
    }

    @Test func aResizeRedrawsAtTheNewSize() {
        let harness = Harness()
        harness.terminal.setSize(columns: 60, rows: 20)
        harness.loop.received(signal: SIGWINCH)
        #expect(harness.loop.driver.state.size == TerminalSize(columns: 60, rows: 20))
        #expect(harness.terminal.screen.text.contains("terminal too small"))
        harness.terminal.setSize(columns: 120, rows: 40)
        harness.loop.received(signal: SIGWINCH)
        #expect(harness.terminal.screen.width == 120)
        #expect(harness.terminal.screen.text.contains("Inspector: follow"))
    }

    @Test(
        "a spinner tick compares only the spinning button, whatever the screen size",
        arguments: [(100, 30), (400, 100)])
    func spinnerTicksCompareOnlyTheSpinner(columns: Int, rows: Int) {
        let harness = Harness(columns: columns, rows: rows)
        harness.press(.event(.key(.character("l"))))
        let box = ScreenLayout.compute(harness.loop.driver.state.screen, width: columns, height: rows)
            .slot(for: .follow).map { $0.box.width * $0.box.height }
        for _ in 0..<5 {
            harness.advance(.milliseconds(100))
            #expect(harness.terminal.cellsComparedLastDraw == box)
            #expect(harness.terminal.cellsWrittenLastDraw == 1)
        }
        #expect(harness.terminal.screen == harness.loop.driver.frame())
        harness.press(.event(.key(.character("l"))))
        #expect(harness.terminal.cellsComparedLastDraw == columns * rows)
    }
}
