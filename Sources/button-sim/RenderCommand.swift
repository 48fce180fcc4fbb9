import ArgumentParser
import ButtonKit
import Headless

/// One button in one state, printed as text, ANSI or SVG, with no terminal.
struct RenderCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one button in one state (text, ansi or svg); no terminal needed.",
        discussion: """
            The state is built with the button's own rules: a state that implies selected also \
            selects, one that holds disabled disables. A picture is drawn still (spinner at its \
            first frame). --mode puts the button's machine in one of its states first, its entry \
            applied (title, image, enabled). No state file is read or written. Examples: \
            button-sim render --button follow --state mutual --format svg > mutual.svg; \
            button-sim render --button modal --mode installing. Environments: --content-size ax3 \
            --appearance dark --direction rtl --bold-text on; a comma list or --permute \
            content-size=l,ax3 appearance=light,dark draws a grid of environments.
            """
    )

    @OptionGroup var selection: SelectionOptions

    @Option(
        help:
            "Comma list of \(SystemFlag.names.joined(separator: ", ")) and the button's custom state names (default: \(SystemFlag.normalName)).",
        completion: Completions.stateNames)
    var state: String = ""

    // Unconditional, so `--size -5x3` is named as a bad size, not taken for an option.
    @Option(parsing: .unconditional, help: "small or medium (default: the button file's).")
    var size: ButtonSize?

    @OptionGroup var picture: PictureOptions

    func validate() throws {
        let ids = selection.selection.ids
        if ids.count != 1 {
            throw ValidationError("render draws one button: give one --button ID (gallery draws several)")
        }
        if selection.all { throw ValidationError("render draws one state: --all is for gallery, sheet and diff") }
        if let states = selection.states, states.contains(",") || !state.isEmpty {
            throw ValidationError("render draws one state: give --state, or --states with one item")
        }
    }

    @MainActor
    func runOnMain() throws {
        let request = try picture.request()
        let named = selection.states.map { String($0.map { $0 == "+" ? "," : $0 }) } ?? state
        let chosen = try RenderJob.button(
            selection.selection.ids[0], state: named, mode: selection.mode, size: size, in: request.screens[0])
        picture.print(RenderJob.picture(chosen, request))
    }
}
