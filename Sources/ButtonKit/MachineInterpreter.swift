/// Runs a button's machine (DESIGN.md section 11): entering states, taking transitions.
/// Pure: the reducer turns the timers it names into effects.
public enum MachineInterpreter {
    /// Enters a state: title and image set for `.normal`, `enabled` asked for, then the
    /// entry actions. The caller schedules the state's `after` timers.
    /// - Parameters:
    ///   - name: The state to enter.
    ///   - button: The button.
    ///   - localization: The locale titles are set in.
    /// - Returns: Custom states that kept an entry action's flag change from showing.
    @discardableResult
    public static func enterWithoutTimers(_ name: String, button: inout Button, localization: Localization)
        -> [(ButtonFlag, CustomState)]
    {
        guard let state = button.definition.machine?.state(named: name) else { return [] }
        button.machineState = name
        if let title = state.title {
            button.titles.set(localization.text(title), for: .normal)
            button.titleSetBy = name
        }
        if let image = state.image { button.images.set(image, for: .normal) }
        var held: [(ButtonFlag, CustomState)] = []
        if let enabled = state.enabled, let holder = button.flags.set(.enabled, enabled) {
            held.append((.enabled, holder))
        }
        held += run(state.entry, on: &button)
        return held
    }

    /// The `after` timers of the button's current state, with their durations.
    /// - Parameters:
    ///   - button: The button.
    ///   - step: The simulator's step delay.
    public static func timers(of button: Button, step: Duration) -> [(TimerID, Duration)] {
        guard let state = button.currentMachineState else { return [] }
        return state.after.enumerated().map { index, delayed in
            (TimerID.after(button.id, index), delayed.delay.duration(step: step))
        }
    }

    /// The transition a tap takes now, if the current state has one and its guard allows it.
    public static func tapTransition(of button: Button) -> MachineTransition? {
        guard let transition = button.currentMachineState?.onTap else { return nil }
        return allows(transition, button) ? transition : nil
    }

    /// The transition of the current state's `index`-th `after`, if its guard allows it.
    /// - Parameters:
    ///   - button: The button.
    ///   - index: Which of the current state's `after` transitions, in file order.
    public static func delayedTransition(of button: Button, index: Int) -> MachineTransition? {
        guard let after = button.currentMachineState?.after, after.indices.contains(index) else { return nil }
        let transition = after[index].transition
        return allows(transition, button) ? transition : nil
    }

    /// Runs actions in order.
    /// - Parameters:
    ///   - actions: The actions, run in order.
    ///   - button: The button whose flags they change.
    /// - Returns: Custom states that kept a change from showing.
    @discardableResult
    public static func run(_ actions: [MachineAction], on button: inout Button) -> [(ButtonFlag, CustomState)] {
        var held: [(ButtonFlag, CustomState)] = []
        for action in actions {
            let holder: CustomState? =
                switch action.verb {
                case .set: button.flags.set(action.flag, true)
                case .clear: button.flags.set(action.flag, false)
                case .toggle: button.flags.toggle(action.flag)
                }
            if let holder { held.append((action.flag, holder)) }
        }
        return held
    }

    private static func allows(_ transition: MachineTransition, _ button: Button) -> Bool {
        transition.guardCondition?.allows(button.flags) ?? true
    }
}
