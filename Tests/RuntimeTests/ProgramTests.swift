import ButtonKit
import ButtonKitTestSupport
import Canvas
import Foundation
import Persistence
import Rendering
import Runtime
import Simulator
import Testing
import Theming

@testable import Runtime

/// The program loop on the in-memory terminal and a virtual clock: keys, timers, resizes
/// and signals, without a terminal.
@MainActor
@Suite("Program loop")
struct ProgramTests {
    /// The process around the loop, recording what it is asked.
    @MainActor
    final class RecordingHost: ProgramHost {
        var stops = 0
        var exits: [Int32] = []
        var watched: [([String], String?)] = []

        func watch(themeFiles: [String], boardFile: String?) { watched.append((themeFiles, boardFile)) }
        func stopProcess() { stops += 1 }
        func exit(status: Int32) { exits.append(status) }
    }

    @MainActor
    final class Harness {
        let terminal: InMemoryTerminal
        let clock = ManualScheduler()
        let program: Program
        let host = RecordingHost()
        let folder: TemporaryFolder
        let stateURL: URL

        init(columns: Int = 100, rows: Int = 30, themeIDs: [String] = ["default"]) {
            terminal = InMemoryTerminal(columns: columns, rows: rows)
            // swift-format-ignore: NeverUseForceTry
            folder = try! TemporaryFolder("program")
            stateURL = folder.path("state.json")
            let state = AppState(
                screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
                size: TerminalSize(columns: columns, rows: rows), themeIDs: themeIDs)
            program = Program(
                state: state, scheduler: clock, catalog: ThemeCatalog.discover(in: nil),
                stateStore: StateFileStore(url: stateURL), backend: terminal)
            program.host = host
            program.send(.started)
        }

        /// Queues input and lets the program read it, as the live read source does.
        func press(_ inputs: TerminalInput...) {
            for input in inputs { terminal.send(input) }
            program.send(terminal.readInput().map(\.action))
        }

        func signal(_ number: Int32) {
            program.send(.signalled(ProgramSignal(signalNumber: number)))
        }

        var exits: [Int32] { host.exits }
        var savedState: String? { try? String(contentsOf: stateURL, encoding: .utf8) }
    }

    @Test func aKeyIsDrawnOnTheScreen() {
        let harness = Harness()
        #expect(harness.terminal.screen.text.contains("Follow "))
        harness.press(.event(.key(.character("m"))))
        #expect(harness.terminal.screen.text.contains("Mutual"))
    }

    @Test func aBatchOfKeysIsDrawnOnce() {
        let harness = Harness()
        let draws = harness.terminal.drawCount
        harness.press(.event(.key(.character("m"))), .event(.key(.character("s"))), .event(.key(.character("s"))))
        #expect(harness.terminal.drawCount == draws + 1)
    }

    @Test func keysTypedAheadOfAnEffectsAnswerSeeIt() {
        // Two `t` in one read: the second cycles on from the theme the first one loaded.
        let harness = Harness(themeIDs: Theme.builtInNames)
        harness.press(.event(.key(.character("t"))), .event(.key(.character("t"))))
        #expect(harness.program.state.baseTheme.name == "high-contrast")
        harness.press(.event(.key(.character("t"))), .event(.key(.character("t"))))
        #expect(harness.program.state.baseTheme.name == "default")
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
        harness.signal(number)
        #expect(harness.exits == [128 + number])
        #expect(harness.terminal.isRestored)
        #expect(harness.savedState?.contains("65540") == true)
        // A second signal while finishing changes nothing.
        harness.signal(SIGTERM)
        #expect(harness.exits == [128 + number])
    }

    @Test func aFailedSaveEndsWithStatusOne() throws {
        let harness = Harness()
        // A folder where the state file should be: the save fails.
        try FileManager.default.createDirectory(at: harness.stateURL, withIntermediateDirectories: true)
        harness.press(.event(.key(.character("q"))))
        #expect(harness.exits == [1])
        #expect(harness.program.saveError != nil)
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
        harness.signal(SIGTSTP)
        #expect(harness.host.stops == 2)
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
        harness.signal(SIGCONT)
        #expect(harness.terminal.fullRepaints == repaints)
        harness.signal(SIGCONT)
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
        harness.signal(SIGWINCH)
        #expect(harness.program.state.size == TerminalSize(columns: 60, rows: 20))
        #expect(harness.terminal.screen.text.contains("terminal too small"))
        harness.terminal.setSize(columns: 120, rows: 40)
        harness.signal(SIGWINCH)
        #expect(harness.terminal.screen.width == 120)
        #expect(harness.terminal.screen.text.contains("Inspector: follow"))
    }

    @Test func theStartAndEveryThemeAskToWatchTheirFiles() {
        let harness = Harness()
        #expect(harness.host.watched.count == 1)
        #expect(harness.host.watched.first?.0 == [])
        #expect(harness.host.watched.first?.1 == nil)
    }

    @Test(
        "a spinner tick compares only the spinning button, whatever the screen size",
        arguments: [(100, 30), (400, 100)])
    func spinnerTicksCompareOnlyTheSpinner(columns: Int, rows: Int) {
        let harness = Harness(columns: columns, rows: rows)
        harness.press(.event(.key(.character("l"))))
        let box = ScreenLayout.compute(harness.program.state.screen, width: columns, height: rows)
            .slot(for: .follow).map { $0.box.width * $0.box.height }
        for _ in 0..<5 {
            harness.clock.advance(by: .milliseconds(100))
            #expect(harness.program.pipeline.cellsComparedLastUpdate == box)
            #expect(harness.terminal.cellsWrittenLastDraw == 1)
        }
        #expect(harness.terminal.spinnerOnlyDraws == 5)
        // The screen the changes built equals a frame rendered whole from the state.
        var whole = Frame(width: columns, height: rows)
        MainScreen.render(harness.program.state.screen, area: whole.area, into: &whole)
        #expect(harness.terminal.screen == whole)
        harness.press(.event(.key(.character("l"))))
        #expect(harness.program.pipeline.cellsComparedLastUpdate == columns * rows)
    }
}
