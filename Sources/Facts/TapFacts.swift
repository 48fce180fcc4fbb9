import ButtonKit

/// What a tap on a button in one state sends, and the states it can lead to.
public struct TapFacts: Hashable, Sendable {
    /// One state a tap can lead to.
    public struct Outcome: Hashable, Sendable {
        /// The machine state after the tap, nil without a machine.
        public var mode: String?
        /// The flags after the tap, as the gallery labels them (`N`, `S`, `S+D`).
        public var flags: String
        /// `counting S`: the machine state, then the flags.
        public var label: String { (mode.map { $0 + " " } ?? "") + flags }
    }

    /// The control events sent, in order; empty when the button is disabled.
    public var events: [ControlEvent]
    /// Each distinct state the tap can lead to, in the order first reached.
    public var outcomes: [Outcome]

    /// The tap's facts for `button` in its current state.
    /// - Parameters:
    ///   - button: The button.
    ///   - localization: The locale (titles can decide a machine's guards).
    public init(_ button: Button, localization: Localization) {
        guard button.isEnabled else {
            events = []
            outcomes = []
            return
        }
        events = [.touchDown, .touchUpInside, .primaryActionTriggered]
        var outcomes: [Outcome] = []
        for next in ReachableStates.tapOutcomes(of: button, localization: localization) {
            let outcome = Outcome(mode: next.machineState, flags: GalleryStates.label(for: next.flags))
            if !outcomes.contains(outcome) { outcomes.append(outcome) }
        }
        self.outcomes = outcomes
    }
}
