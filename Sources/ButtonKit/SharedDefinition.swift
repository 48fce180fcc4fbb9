/// A definition held once for every copy of a button. Two are equal when they hold equal
/// definitions (the same object, without looking further, in the usual case).
final class SharedDefinition: Hashable, Sendable {
    let value: ButtonDefinition
    /// The machine's states by name (the first of a name, as `state(named:)` finds it).
    let machineStates: [String: MachineState]
    /// The names of the machine states that turn a spinner (none for most buttons).
    let spinningMachineStates: [String]
    /// Whether anything in the definition turns a spinner: a custom state or a machine
    /// state with `spinner`, or a configuration that shows its activity indicator in some
    /// state. A button whose definition has none never shows one (its custom states are
    /// its definition's), which the check after every action reads without its fields.
    let declaresSpinner: Bool
    /// Whether the configuration shows its activity indicator in some state (its base or a
    /// patch sets it): only then is the configuration worked out to ask.
    let configurationSpins: Bool
    /// Whether a patch of the configuration's update handler sets `buttonSize`: only then
    /// can the drawn size differ from the button's own, asked of every button before
    /// every key.
    let updatesSetButtonSize: Bool

    init(_ value: ButtonDefinition) {
        self.value = value
        machineStates = Dictionary(
            (value.machine?.states ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // From the states by name, so a name means the state `machineState(named:)` finds.
        spinningMachineStates = machineStates.values.filter(\.spinner).map(\.name)
        let patches = value.configuration.map { [$0.base] + $0.updates.map(\.value) } ?? []
        configurationSpins = patches.contains { $0.showsActivityIndicator == true }
        updatesSetButtonSize = value.configuration?.updates.contains { $0.value.buttonSize != nil } ?? false
        declaresSpinner =
            value.states.contains(where: \.spinner) || !spinningMachineStates.isEmpty || configurationSpins
    }

    static func == (lhs: SharedDefinition, rhs: SharedDefinition) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    /// The id alone: equal definitions have equal ids, and hashing stays cheap.
    func hash(into hasher: inout Hasher) { hasher.combine(value.id) }
}
