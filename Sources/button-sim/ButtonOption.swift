import ArgumentParser

/// `--button ID`: the one button `render` draws and `export swift` hands over, declared once.
struct ButtonOption: ParsableArguments {
    @Option(
        help:
            "The id of a button on the board (built-in: follow, modal, primary, secondary, link, success, danger, on-color).",
        completion: Completions.buttonID)
    var button: String
}
