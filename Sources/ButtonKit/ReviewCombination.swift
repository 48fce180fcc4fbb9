/// One item of a button's review set (`"review": ["highlighted", "selected|highlighted"]`):
/// the state key as the file wrote it and the flags it turns on, shown beside each machine
/// state (or each custom state of a button without a machine) when people review the button.
public struct ReviewCombination: Hashable, Sendable {
    /// The key as written (`selected|highlighted`).
    public var key: String
    /// The system flags (`highlighted`, `disabled`, `selected`, `focused`) and custom states
    /// it names, in the order written.
    public var names: [String]

    /// Creates a combination.
    /// - Parameters:
    ///   - key: The key as written.
    ///   - names: The flag and custom-state names it turns on.
    public init(key: String, names: [String]) {
        self.key = key
        self.names = names
    }

    /// The review set a button has when its file names none: the touch highlight and the
    /// disabled look, the two states every button shows.
    public static let defaultSet = [
        ReviewCombination(key: SystemFlag.highlighted.name, names: [SystemFlag.highlighted.name]),
        ReviewCombination(key: SystemFlag.disabled.name, names: [SystemFlag.disabled.name]),
    ]

    /// `flags` with every named flag turned on as a key or code would (`disabled` asks for
    /// `isEnabled = false`), through the button's own rules; `nil` when it names a custom
    /// state that has no key and is not already on, which no reviewer can reach from there.
    /// - Parameters:
    ///   - flags: The state it is applied to.
    ///   - definition: The button, for its custom states.
    public func applied(to flags: ButtonFlags, of definition: ButtonDefinition) -> ButtonFlags? {
        var result = flags
        for name in names {
            if let custom = definition.customState(named: name), custom.key == nil, !flags.isOn(.custom(name)) {
                return nil
            }
            result.turnOn(named: name)
        }
        return result
    }
}
