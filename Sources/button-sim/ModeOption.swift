import ArgumentParser

/// `--mode NAME`: a button's machine in one of its states, its entry applied.
struct ModeOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A state of the button's machine, its entry applied (render), or the only one shown (gallery).",
            valueName: "name"),
        completion: Completions.machineStates)
    var mode: String?
}
