import ButtonKit

/// `--mode NAME`: a button's machine in one of its states.
public enum MachineMode {
    /// Checks that every button has a machine with the state `mode`.
    /// - Parameters:
    ///   - mode: `--mode` as given; `nil` checks nothing.
    ///   - buttons: The buttons the command draws.
    ///   - command: The subcommand, for the message.
    /// - Throws: A button without a machine or without that state (exit 64).
    public static func check(_ mode: String?, _ buttons: [Button], command: String) throws(HeadlessFailure) {
        guard let mode else { return }
        for button in buttons {
            guard let machine = button.definition.machine else {
                throw .invalidArgument("\(command): \(button.id) has no machine, so --mode does not apply")
            }
            guard machine.state(named: mode) != nil else {
                let states = machine.states.map(\.name).joined(separator: ", ")
                throw .invalidArgument("\(command): \(button.id) has no machine state '\(mode)'; states: \(states)")
            }
        }
    }
}
