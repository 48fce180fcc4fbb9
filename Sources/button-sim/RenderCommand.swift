import ArgumentParser
import ButtonKit
import Rendering

/// One button in one state, printed as text, ANSI or SVG, with no terminal.
struct RenderCommand: ParsableCommand {
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

    @Option(
        help:
            "The id of a button on the board (built-in: follow, modal, primary, secondary, link, success, danger, on-color).",
        completion: Completions.buttonID)
    var button: String

    @Option(
        help:
            "Comma list of \(SystemFlag.names.joined(separator: ", ")) and the button's custom state names (default: \(SystemFlag.normalName)).",
        completion: Completions.stateNames)
    var state: String = ""

    @Option(help: "small or medium (default: the button file's).")
    var size: ButtonSize?

    @OptionGroup var machine: ModeOption

    @OptionGroup var picture: PictureOptions

    func run() throws {
        // ArgumentParser calls run() on the main thread; the launcher lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let models = try picture.models()
        let model = models[0]
        var chosen = try picture.button(button, in: model, command: "render")
        switch StateNames.flags(parsing: state, customStates: chosen.definition.states) {
        case .success(let flags):
            chosen.flags = flags
        case .failure(let unknown):
            let valid = StateNames.valid(customStates: chosen.definition.states).joined(separator: ", ")
            throw CommandError.invalidArgument("render: unknown state '\(unknown.name)'; valid: \(valid)")
        }
        try machine.check([chosen], command: "render")
        if let mode = machine.mode {
            // The state as the machine alone reaches it, its entry applied (the flow); one
            // only a reviewer's key reaches, its first reachable cell; else entered directly.
            let localization = model.simulator.localization
            let flags = chosen.flags
            if let step = MachineFlow(chosen.definition, localization: localization).step(mode) {
                chosen = step.button
            } else if let first = ReachableStates.entries(
                for: chosen.definition, mode: mode, localization: localization
            ).first {
                chosen = first.button
            } else {
                MachineInterpreter.show(mode, on: &chosen, localization: localization)
            }
            if !state.isEmpty {
                chosen.flags = flags
                if flags.isEnabledRequested, let enabled = chosen.currentMachineState?.enabled {
                    chosen.flags.set(.enabled, enabled)
                }
            }
        }
        if let size { chosen.size = size }
        let grid = try picture.environmentModels()
        if picture.device.look == .device {
            picture.print(
                document: DeviceButtonPicture.svg(
                    chosen, models: grid, scale: picture.device.scale, columns: picture.gridColumns))
        } else {
            picture.print(
                picture.stackedFrames(grid) { model in
                    ButtonPicture.frame(EnvironmentPictures.terminalButton(chosen, model: model), model: model)
                })
        }
    }
}
