import ArgumentParser
import Headless

/// `--button`, `--mode`, `--states`, `--all`: which buttons and which of their states a
/// command shows, checks or compares, declared once for render, gallery, sheet, contract,
/// audit and diff.
struct SelectionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A button's id; repeat it, or give a comma list (default: every button on the board).", valueName: "id"),
        completion: Completions.buttonIDs)
    var button: [String] = []

    @Option(
        help: ArgumentHelp(
            "Only this state of each button's machine, its entry applied (default: every machine state).",
            valueName: "name"),
        completion: Completions.machineStates)
    var mode: String?

    @Option(
        help: ArgumentHelp(
            "Only these states: a comma list whose items join names with + (normal,highlighted,selected+highlighted,loading).",
            valueName: "list"),
        completion: Completions.stateCombinations)
    var states: String?

    @Flag(
        help:
            "Every reachable state, not only the flow x the review set (the contract and the audit always check every one)."
    )
    var all = false

    /// The selection as given.
    var selection: ButtonSelection { ButtonSelection(ids: button, mode: mode, states: states, all: all) }
}
