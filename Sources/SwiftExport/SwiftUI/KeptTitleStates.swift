import ButtonKit

/// The reachable buttons with every title a machine state can keep. The reachable set lists a
/// state once per look drawn, so in a machine state without a title of its own it may hold
/// only one of the titles kept from earlier states when the title is hidden (loading): but the
/// name VoiceOver reads still differs, and the twin's model reaches both. For each machine state
/// without a title, this adds, beside each of its reachable flag sets, the same flags under every
/// other title the machine state is reached with.
enum KeptTitleStates {
    /// `buttons`, each followed by its variants under the other kept titles of its machine state.
    /// - Parameters:
    ///   - buttons: The reachable states, in order.
    ///   - machine: The button's machine.
    ///   - localization: The locale the titles are shown in.
    static func expanded(_ buttons: [Button], machine: MachineDefinition, localization: Localization) -> [Button] {
        var kept: [String: [String]] = [:]
        for button in buttons {
            guard let mode = button.machineState, machine.state(named: mode)?.title == nil,
                let title = button.titleSetBy, !(kept[mode] ?? []).contains(title)
            else { continue }
            kept[mode, default: []].append(title)
        }
        return buttons.flatMap { button -> [Button] in
            guard let mode = button.machineState, let titles = kept[mode] else { return [button] }
            return [button]
                + titles.filter { $0 != button.titleSetBy }.map { title in
                    var variant = button
                    variant.titleSetBy = title
                    variant.relocalize(localization)  // the kept title set for .normal again
                    return variant
                }
        }
    }
}
