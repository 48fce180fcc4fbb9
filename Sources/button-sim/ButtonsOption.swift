import ArgumentParser

/// `--buttons FILE`, declared once for every command that reads a board.
struct ButtonsOption: ParsableArguments {
    @Option(
        help: "A button file (see docs/buttons.md) or the name of one in Buttons/; default: the built-in board.",
        completion: Completions.buttonFile)
    var buttons: String?
}
