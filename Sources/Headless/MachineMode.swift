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
        for button in buttons { try check(mode, button.definition, command: command) }
    }

    /// Checks that one button has a machine with the state `mode`.
    /// - Parameters:
    ///   - mode: `--mode` as given.
    ///   - definition: The button.
    ///   - command: The subcommand, for the message.
    /// - Throws: A button without a machine or without that state (exit 64).
    public static func check(_ mode: String, _ definition: ButtonDefinition, command: String) throws(HeadlessFailure) {
        guard let machine = definition.machine else {
            throw .invalidArgument("\(command): \(definition.id) has no machine, so --mode does not apply")
        }
        guard machine.state(named: mode) != nil else {
            let states = machine.states.map(\.name).joined(separator: ", ")
            throw .invalidArgument("\(command): \(definition.id) has no machine state '\(mode)'; states: \(states)")
        }
    }
}
