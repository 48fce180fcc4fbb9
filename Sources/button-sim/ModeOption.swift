import ArgumentParser
import ButtonKit

/// `--mode NAME`: a button's machine in one of its states, its entry applied.
struct ModeOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A state of the button's machine, its entry applied (render), or the only one shown (gallery).",
            valueName: "name"))
    var mode: String?

    /// Checks that every button has a machine with this state.
    /// - Parameters:
    ///   - buttons: The buttons the command draws.
    ///   - command: The command's name, for the message.
    func check(_ buttons: [Button], command: String) throws {
        guard let mode else { return }
        for button in buttons {
            guard let machine = button.definition.machine else {
                throw CommandError.invalidArgument("\(command): \(button.id) has no machine, so --mode does not apply")
            }
            guard machine.state(named: mode) != nil else {
                let states = machine.states.map(\.name).joined(separator: ", ")
                throw CommandError.invalidArgument(
                    "\(command): \(button.id) has no machine state '\(mode)'; states: \(states)")
            }
        }
    }
}
