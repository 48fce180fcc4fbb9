import ArgumentParser

/// `--buttons FILE`, declared once for every command that reads a board.
struct ButtonsOption: ParsableArguments {
    @Option(
        help: "A button file (see docs/buttons.md) or the name of one in Buttons/; default: the built-in board.",
        completion: Completions.buttonFile)
    var buttons: String?

    /// The project's board (`.button-sim.json`) when the command line names none.
    mutating func validate() throws {
        if buttons == nil { buttons = try ProjectDefaultsLookup.value(\.buttons) }
    }
}
