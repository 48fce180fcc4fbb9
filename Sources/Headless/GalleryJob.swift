import ButtonKit
import Rendering

/// `gallery`: the review states (the flow x the review set) or, with `--all`, every
/// reachable state of some buttons, drawn in every environment and theme asked for.
public enum GalleryJob {
    /// The buttons the selection names, else every button (with `--mode` or `--flow`, every
    /// button with a machine).
    /// - Parameters:
    ///   - selection: `--button`, `--mode`, `--states`, `--all`.
    ///   - flow: `--flow`.
    ///   - model: A fresh screen of the board.
    /// - Throws: An unknown button, or a button without that machine state, or without a
    ///   machine for the flow (exit 64).
    public static func buttons(_ selection: ButtonSelection, flow: Bool = false, in model: ScreenModel)
        throws(HeadlessFailure) -> [Button]
    {
        var chosen = try selection.definitions(of: model.simulator.board, command: "gallery")
        if flow, selection.ids.isEmpty { chosen = chosen.filter { $0.machine != nil } }
        if flow,
            let bare = chosen.first(where: { $0.machine == nil })
                ?? (chosen.isEmpty ? model.simulator.board.buttons.first : nil)
        {
            throw .invalidArgument("gallery: \(bare.id) has no machine, so --flow does not apply")
        }
        return chosen.compactMap { model.simulator[$0.id] }
    }

    /// The picture of the chosen states of `buttons`.
    /// - Parameters:
    ///   - buttons: ``buttons(_:flow:in:)``.
    ///   - selection: `--mode`, `--states`, `--all`.
    ///   - flow: `--flow`: each machine state as the machine reaches it (``FlowGallery``).
    ///   - columns: `--columns`, if given.
    ///   - request: The screens, environments and look.
    /// - Throws: A state in `--states` no button has, or more states than a gallery draws
    ///   (exit 64).
    public static func picture(
        _ buttons: [Button], selection: ButtonSelection, flow: Bool = false, columns: Int?,
        _ request: PictureRequest
    ) throws(HeadlessFailure) -> Picture {
        let states = try selection.states(for: buttons.map(\.definition), command: "gallery")
        if !flow, readsEveryReachableState(states, look: request.look), let model = request.models.first {
            try WorkBound.check(
                buttons.map(\.definition), localization: model.simulator.localization, bound: WorkBound.galleryCells
            ) {
                "gallery: these buttons reach more than \($0) states, more than a gallery draws; choose fewer with --button, or leave out --all and --states for the review states"
            }
        }
        var grid = request.models
        for index in grid.indices { grid[index].gallerySelection = states }
        guard request.look == .terminal else {
            return .document(
                DeviceGallery.svg(
                    buttons.map(\.id), models: grid, columns: columns ?? 4, scale: request.scale,
                    states: chosenStates(selection.states, buttons), panelColumns: request.columns, flow: flow))
        }
        return .frame(
            request.grid.stackedFrames(grid) { model in
                let shown = buttons.compactMap { model.simulator[$0.id] }
                if flow { return FlowGallery.frame(shown, model: model, columns: columns ?? StateGallery.columns) }
                return GalleryPicture.frame(shown, model: model, columns: columns ?? StateGallery.columns)
            })
    }

    /// Whether the cells come from every reachable state of each button (`--all`, or
    /// `--states` picked from them in the terminal look), work that grows with the states a
    /// board reaches even where `--mode` or `--states` leave few cells; the device look
    /// makes `--states` cells from the machine states instead.
    static func readsEveryReachableState(_ states: StateSelection, look: PictureLook) -> Bool {
        look == .terminal ? states.all || states.states != nil : states.all && states.states == nil
    }

    /// `--states` in the device look as one flag maker per item, each cell in the order
    /// named: a button lacking a named state gets a blank cell (names are already checked).
    static func chosenStates(_ states: String?, _ buttons: [Button]) -> [(Button) -> ButtonFlags?]? {
        guard let states else { return nil }
        let items = states.split(separator: ",").map { String($0.map { $0 == "+" ? "," : $0 }) }
        return items.map { item in
            { (button: Button) -> ButtonFlags? in
                try? StateNames.flags(parsing: item, customStates: button.definition.states).get()
            }
        }
    }
}
