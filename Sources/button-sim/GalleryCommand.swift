import ArgumentParser
import ButtonKit
import Rendering

/// Every reachable state combination side by side, printed as text, ANSI or SVG.
struct GalleryCommand: ParsableCommand {
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

    func run() throws {
        // ArgumentParser calls run() on the main thread; the launcher lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        var models = try picture.models()
        for index in models.indices { models[index].galleryMode = machine.mode }
        let model = models[0]
        let ids = button.map { $0.split(separator: ",").map { String($0) } }
        let buttons =
            try ids.map { try $0.map { try picture.button($0, in: model, command: "gallery") } }
            ?? model.simulator.buttons.filter { (machine.mode == nil && !flow) || $0.definition.machine != nil }
        try machine.check(buttons, command: "gallery")
        if flow,
            let bare = buttons.first(where: { $0.definition.machine == nil })
                ?? (buttons.isEmpty ? model.simulator.buttons.first : nil)
        {
            throw CommandError.invalidArgument("gallery: \(bare.id) has no machine, so --flow does not apply")
        }
        if !flow, machine.mode == nil, states == nil {
            try PictureBound.check(
                buttons.map(\.definition), localization: model.simulator.localization, bound: PictureBound.galleryCells
            ) {
                "gallery: these buttons reach more than \($0) states, more than a gallery draws; choose fewer with --button, --mode or --states, or draw --flow"
            }
        }
        var grid = try picture.environmentModels()
        for index in grid.indices { grid[index].galleryMode = machine.mode }
        if picture.device.look == .device {
            picture.print(
                document: DeviceGallery.svg(
                    buttons.map(\.id), models: grid, columns: columns ?? 4,
                    scale: picture.device.scale, states: try chosenStates(buttons), panelColumns: picture.gridColumns,
                    flow: flow))
        } else {
            picture.print(
                picture.stackedFrames(grid) { model in
                    let shown = buttons.compactMap { model.simulator[$0.id] }
                    if flow { return FlowGallery.frame(shown, model: model, columns: columns ?? StateGallery.columns) }
                    return GalleryPicture.frame(shown, model: model, columns: columns ?? StateGallery.columns)
                })
        }
    }

    /// `--states` as one flag maker per item: a button lacking a named state gets a blank
    /// cell; a name no button has is an error.
    private func chosenStates(_ buttons: [Button]) throws -> [(Button) -> ButtonFlags?]? {
        guard let states else { return nil }
        let items = states.split(separator: ",").map { String($0.map { $0 == "+" ? "," : $0 }) }
        for item in items {
            let known = buttons.contains {
                if case .success = StateNames.flags(parsing: item, customStates: $0.definition.states) {
                    true
                } else {
                    false
                }
            }
            if !known {
                throw CommandError.invalidArgument(
                    "gallery: no button has the state '\(String(item.map { $0 == "," ? "+" : $0 }))'")
            }
        }
        return items.map { item in
            { (button: Button) -> ButtonFlags? in
                try? StateNames.flags(parsing: item, customStates: button.definition.states).get()
            }
        }
    }
}
