import ArgumentParser

/// `--buttons FILE`, declared once for every command that reads a board: this group, and
/// ``SimulatorOptions``, which declares the option with this help and completion and fills it
/// in the same way (one group fewer for `run` to reflect at start).
struct ButtonsOption: ParsableArguments {
    @Option(help: ButtonsOption.help, completion: Completions.buttonFile)
    var buttons: String?

    /// What `--buttons` says in help.
    static let help = ArgumentHelp(
        "A button file (see docs/buttons.md) or the name of one in Buttons/; default: the built-in board.")

    /// `given`, else the project's board (`.button-sim.json`).
    static func orProjectDefault(_ given: String?) throws -> String? {
        try given ?? ProjectDefaultsLookup.value(\.buttons)
    }

    /// The project's board when the command line names none.
    mutating func validate() throws {
        buttons = try Self.orProjectDefault(buttons)
    }
}
