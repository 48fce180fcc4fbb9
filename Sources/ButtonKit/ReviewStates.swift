/// The states a review shows by default: the flow x the review set. Each machine state as
/// the machine reaches it (``MachineFlow``), then that state with each combination of the
/// button's review set applied; a button without a machine has its first state and each
/// custom state a key reaches in place of the machine states. A combination with
/// highlighted is left out where the button is disabled, as no touch highlights it there;
/// one that changes nothing is left out too. A dozen cells where
/// ``ReachableStates`` has a hundred; every reachable state stays one `--all` away.
public enum ReviewStates {
    /// The button's review states, in flow order, each machine state followed by its
    /// review combinations; a combination that changes nothing is left out.
    /// - Parameters:
    ///   - definition: The button.
    ///   - localization: The locale its titles are shown in.
    public static func entries(for definition: ButtonDefinition, localization: Localization) -> [ReachableStates.Entry]
    {
        var seen: Set<StateIdentity> = []
        var entries: [ReachableStates.Entry] = []
        for base in bases(of: definition, localization: localization) {
            var shown = [base]
            for combination in definition.reviewSet {
                // A finger cannot highlight a disabled button: its press is not a state to review.
                if !base.isEnabled, combination.names.contains(SystemFlag.highlighted.name) { continue }
                guard let flags = combination.applied(to: base.flags, of: definition) else { continue }
                var next = base
                next.flags = flags
                shown.append(next)
            }
            for button in shown where seen.insert(StateIdentity(button)).inserted {
                entries.append(ReachableStates.Entry(button: button))
            }
        }
        return entries
    }

    /// What stands in for machine states: the flow's steps, or, without a machine, the
    /// first state and each custom state with a key turned on from it.
    static func bases(of definition: ButtonDefinition, localization: Localization) -> [Button] {
        if definition.machine != nil {
            return MachineFlow(definition, localization: localization).steps.map(\.button)
        }
        let start = Button(definition, localization: localization)
        return [start]
            + definition.states.filter { $0.key != nil }.map { custom in
                var next = start
                next.flags.set(.custom(custom.name), true)
                return next
            }
    }
}
