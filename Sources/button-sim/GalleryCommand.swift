import ArgumentParser
import Headless

/// Every reachable state combination side by side, printed as text, ANSI or SVG.
struct GalleryCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Print the review states of a button, or of every button; --all: every reachable state (text, ansi or svg).",
        discussion: """
            Each combination is labelled (S|H 0x5: selected, highlighted, raw 0x5; custom states \
            by their marks) and marked where the title falls back to normal (a return arrow, \
            U+21A9), where the style falls back to the theme's default tokens (a hooked arrow, \
            U+21AA), or where highlighted overrides disabled (an identical-to sign, U+2261, before \
            the raw value). By default each machine state as the machine reaches it, its entry \
            applied, and beside it the button's review set ("review" in the button file; default \
            highlighted and disabled); a button without a machine shows its custom states in their \
            place. --all shows every reachable pair of machine state and flags, each labelled with \
            the state (downloading D 0x2); --mode shows one machine state; --states only the \
            states named. With no --button, every button of the board (with --mode, every button \
            with a machine). No state file is read or written.
            """
    )

    @OptionGroup var selection: SelectionOptions

    // Unconditional, so `--columns -1` reaches validate() and gets the range message.
    @Option(parsing: .unconditional, help: "Cells per row (default: 3 for the terminal look, 4 for the device look).")
    var columns: Int?

    @Flag(
        help:
            "The flow: each machine state as the machine reaches it from its first, its entry applied, with what leads there."
    )
    var flow = false

    @OptionGroup var picture: PictureOptions

    func validate() throws {
        if let columns, !(1...64).contains(columns) { throw ValidationError("--columns must be 1...64") }
        if flow, selection.states != nil || selection.mode != nil || selection.all {
            throw ValidationError("--flow shows every machine state: no --states, --mode or --all")
        }
    }

    @MainActor
    func runOnMain() throws {
        let request = try picture.request()
        let buttons = try GalleryJob.buttons(selection.selection, flow: flow, in: request.screens[0])
        picture.print(
            try GalleryJob.picture(buttons, selection: selection.selection, flow: flow, columns: columns, request))
    }
}
