import ButtonKit
import Simulator

/// Presenting: a step is shown by replaying the script from the start up to it, on a
/// program loop of its own with a virtual clock (the same loop `play` runs), and handing
/// what it left to the live loop. Going back is the same replay, one step shorter, so a
/// step always shows the same board whatever was done live in between.
@MainActor
public final class PresenterReplay {
    /// The script, cut at its marks.
    public let script: PresenterScript
    private let start: AppState
    private let catalog: ThemeCatalog

    /// A replay of `script` from `start`.
    /// - Parameters:
    ///   - script: The script, cut at its marks.
    ///   - start: The application as launched, before any token.
    ///   - catalog: The themes a `t` in the script cycles through.
    public init(script: PresenterScript, start: AppState, catalog: ThemeCatalog) {
        self.script = script
        var start = start
        // Inside the replay Space and the arrows are the script's keys, not the presenter's.
        start.screen.presenter = nil
        self.start = start
        self.catalog = catalog
    }

    /// The board after the first `position` steps, replayed at the terminal's size.
    /// - Parameters:
    ///   - position: 0...`script.count`; clamped.
    ///   - size: The live terminal's size, so clicks land where the audience sees them.
    public func snapshot(at position: Int, size: TerminalSize) -> PresenterSnapshot {
        let position = min(max(0, position), script.count)
        var state = start
        state.size = size
        let clock = ManualScheduler()
        clock.firingLimit = HeadlessPlayer.largestTimerCount
        let program = Program(state: state, scheduler: clock, catalog: catalog, stateStore: nil)
        program.send(.started)
        var failure = HeadlessPlayer.play(
            PlayScript(steps: script.steps(upTo: position)), program: program, clock: clock)
        if clock.isOverBudget {
            failure =
                "the script would fire more than \(clock.firingLimit) timers by step \(position) (stopped at \(clock.now) of virtual time)"
        }
        var screen = program.state.screen
        screen.presenter = script.bar(at: position)
        let timers =
            program.didQuit
            ? [] : clock.pendingDelays.map { PresenterSnapshot.PendingTimer(id: $0.id, delay: $0.delay) }
        return PresenterSnapshot(screen: screen, timers: timers, failure: failure)
    }

    /// The application to launch live: `start` showing the first position's bar, with the
    /// presenter's keys in the help overlay.
    public var launchState: AppState {
        var state = start
        state.screen.presenter = script.bar(at: 0)
        state.screen.keys = PresenterKeys.help(adding: state.screen.keys)
        return state
    }
}
