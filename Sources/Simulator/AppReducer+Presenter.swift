import ButtonKit

extension AppReducer {
    /// A presenter key while presenting: the step before or after, asked of the loop's
    /// replay; `nil` when the key is no presenter key or nothing is presented.
    static func presenterKey(_ state: inout AppState, _ key: Key) -> [AppEffect]? {
        guard let bar = state.screen.presenter, let command = PresenterKeys.command(for: key) else { return nil }
        let target = command == .next ? bar.position + 1 : bar.position - 1
        guard (0...bar.count).contains(target) else { return [] }
        // Counted at once, so keys read in one batch step once each before any replay answers.
        state.screen.presenter?.position = target
        return [.present(step: target)]
    }

    /// Shows a replayed step: the live timers stop, the replay's screen takes over (the
    /// terminal's colours and the key table stay), and the replay's pending timers go on.
    static func presented(_ state: inout AppState, _ snapshot: PresenterSnapshot) -> [AppEffect] {
        var effects = state.simulator.pendingTimers.sorted { $0.description < $1.description }
            .map { AppEffect.engine(.cancel($0)) }
        var screen = snapshot.screen
        screen.monochrome = state.screen.monochrome
        screen.keys = state.screen.keys
        screen.status = snapshot.failure.map { .problem($0) }
        state.screen = screen
        effects += snapshot.timers.map { AppEffect.engine(.schedule($0.id, after: $0.delay)) }
        return effects
    }
}
