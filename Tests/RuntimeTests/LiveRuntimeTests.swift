import ButtonKit
import ButtonKitTestSupport
import Foundation
import Persistence
import Rendering
import Simulator
import Testing
import Theming

@testable import Runtime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live wiring (Dispatch read source, timer sources, the program loop) over the
/// in-memory terminal: what the real terminal gets, without one. Input arrives on a pipe
/// standing in for standard input; the test waits for the screen with a bounded poll.
@MainActor
@Suite("Live wiring over the in-memory terminal")
struct LiveRuntimeTests {
    /// Lets the main queue run until `done` holds, for at most `limit` turns.
    func poll(limit: Int = 20_000, until done: () -> Bool) async -> Bool {
        for _ in 0..<limit {
            if done() { return true }
            await Task.yield()
        }
        return done()
    }

    @Test func keysArriveThroughTheReadSourceAndQuitEnds() async throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]) }
        let folder = try TemporaryFolder("live")
        let terminal = InMemoryTerminal(columns: 100, rows: 30)
        let state = AppState(
            screen: ScreenModel(simulator: BuiltInFixture.state(), theme: Theme.builtInDefault),
            size: TerminalSize(columns: 100, rows: 30), themeIDs: ["default"])
        var endings: [Int32] = []
        let runtime = LiveRuntime(
            prepared: AppLauncher.Prepared(
                state: state, catalog: ThemeCatalog.discover(in: nil),
                store: StateFileStore(url: folder.path("state.json"))),
            backend: terminal, inputFD: pipeEnds[0], handlesSignals: false, ending: { endings.append($0) })
        runtime.start()
        #expect(terminal.screen.text.contains("Follow "))

        // `l` starts the spinner on a real Dispatch timer; the read source sees the pipe.
        terminal.send(.event(.key(.character("l"))))
        _ = write(pipeEnds[1], "x", 1)
        #expect(await poll { terminal.screen.text.contains("⠋") })
        let ticks = terminal.spinnerOnlyDraws
        #expect(await poll(limit: 2_000_000) { terminal.spinnerOnlyDraws > ticks })

        terminal.send(.event(.key(.character("q"))))
        _ = write(pipeEnds[1], "x", 1)
        #expect(await poll { !endings.isEmpty })
        #expect(endings == [0])
        #expect(terminal.isRestored)
        close(pipeEnds[1])
    }
}
