import ArgumentParser
import Headless

/// Every reachable state combination side by side, printed as text, ANSI or SVG.
struct GalleryCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Print every reachable state combination of a button, or of every button (text, ansi or svg).",
        discussion: """
            Each combination is labelled (S|H 0x5: selected, highlighted, raw 0x5; custom states \
            by their marks) and marked where the title falls back to normal (a return arrow, \
            U+21A9), where the style falls back to the theme's default tokens (a hooked arrow, \
            U+21AA), or where highlighted overrides disabled (an identical-to sign, U+2261, before \
            the raw value). A button with a machine shows every reachable pair of machine state \
            and flags, each labelled with the state (downloading D 0x2); --mode shows one machine \
            state. With no --button, every button of the board (with --mode, every button with a \
            machine). No state file is read or written.
            """
    )

    @Option(
        help: "A button's id, or a comma list of ids (default: every button on the board).",
        completion: Completions.buttonIDs)
    var button: String?

    @Option(
        help:
            "With --look device: only these states, in this order, for every button: a comma list whose items join names with + (normal,highlighted,selected+highlighted,loading).",
        completion: Completions.stateCombinations)
    var states: String?

    // Unconditional, so `--columns -1` reaches validate() and gets the range message.
    @Option(parsing: .unconditional, help: "Cells per row (default: 3 for the terminal look, 4 for the device look).")
    var columns: Int?

    @OptionGroup var machine: ModeOption

    @Flag(
        help:
            "The flow: each machine state as the machine reaches it from its first, its entry applied, with what leads there."
    )
    var flow = false

    @OptionGroup var picture: PictureOptions

    func validate() throws {
        if let columns, !(1...64).contains(columns) { throw ValidationError("--columns must be 1...64") }
        if states != nil, picture.device.look != .device { throw ValidationError("--states needs --look device") }
        if flow, states != nil || machine.mode != nil {
            throw ValidationError("--flow shows every machine state: no --states or --mode")
        }
    }

    @MainActor
    func runOnMain() throws {
        let request = try picture.request()
        let buttons = try GalleryJob.buttons(button, mode: machine.mode, flow: flow, in: request.screens[0])
        picture.print(
            try GalleryJob.picture(
                buttons, mode: machine.mode, flow: flow, columns: columns, states: states, request))
    }
}
