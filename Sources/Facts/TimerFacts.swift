import ButtonKit

/// One `after` timer of a button's machine state: how long it waits and the states it can
/// lead to when it fires.
public struct TimerFacts: Hashable, Sendable {
    /// The delay as the button file writes it: `step`, a name, or milliseconds.
    public var delay: MachineDelay
    /// Each distinct state the timer can lead to, in the order first reached (guards on
    /// counters taken as possibly true or false).
    public var outcomes: [TapFacts.Outcome]

    /// The delay in milliseconds, `step` taken as `step`.
    /// - Parameter step: The simulator's step delay (`--step-delay`).
    public func milliseconds(step: Duration) -> Int {
        let duration = delay.duration(step: step)
        return Int(duration.components.seconds) * 1000 + Int(duration.components.attoseconds / 1_000_000_000_000_000)
    }

    /// The timers of `button`'s current machine state, none without a machine.
    /// - Parameters:
    ///   - button: The button.
    ///   - localization: The locale (titles can decide a machine's guards).
    public static func timers(of button: Button, localization: Localization) -> [TimerFacts] {
        guard let state = button.currentMachineState else { return [] }
        return state.after.enumerated().map { index, delayed in
            var outcomes: [TapFacts.Outcome] = []
            let fired = MachineInterpreter.deliver(
                .delay(index), to: button, localization: localization, counters: .either)
            for next in fired.map(\.button) {
                let outcome = TapFacts.Outcome(
                    mode: next.machineState, flags: GalleryStates.label(for: next.flags), names: next.flags.names)
                if !outcomes.contains(outcome) { outcomes.append(outcome) }
            }
            return TimerFacts(delay: delayed.delay, outcomes: outcomes)
        }
    }
}
