import ButtonKit
import Rendering

/// `gallery`: every reachable state of some buttons, drawn in every environment and theme
/// asked for.
public enum GalleryJob {
    /// The buttons `--button` names (a comma list), else every button (with `--mode` or
    /// `--flow`, every button with a machine), checked against `mode`.
    /// - Parameters:
    ///   - ids: `--button`.
    ///   - mode: `--mode`.
    ///   - flow: `--flow`.
    ///   - model: A fresh screen of the board.
    /// - Throws: An unknown button, or a button without that machine state, or without a
    ///   machine for the flow (exit 64).
    public static func buttons(_ ids: String?, mode: String?, flow: Bool = false, in model: ScreenModel)
        throws(HeadlessFailure) -> [Button]
    {
        var buttons = model.simulator.buttons.filter { (mode == nil && !flow) || $0.definition.machine != nil }
        if let ids {
            buttons = []
            for id in ids.split(separator: ",").map(String.init) {
                buttons.append(try HeadlessInput.button(id, in: model, command: "gallery"))
            }
        }
        try MachineMode.check(mode, buttons, command: "gallery")
        if flow,
            let bare = buttons.first(where: { $0.definition.machine == nil })
                ?? (buttons.isEmpty ? model.simulator.buttons.first : nil)
        {
            throw .invalidArgument("gallery: \(bare.id) has no machine, so --flow does not apply")
        }
        return buttons
    }

    /// The picture of every reachable state of `buttons`.
    /// - Parameters:
    ///   - buttons: ``buttons(_:mode:in:)``.
    ///   - mode: `--mode`: only this machine state.
    ///   - flow: `--flow`: each machine state as the machine reaches it (``FlowGallery``).
    ///   - columns: `--columns`, if given.
    ///   - states: `--states` (device look): a comma list whose items join names with `+`.
    ///   - request: The screens, environments and look.
    /// - Throws: A state in `states` no button has, or more states than a gallery draws
    ///   (exit 64).
    public static func picture(
        _ buttons: [Button], mode: String?, flow: Bool = false, columns: Int?, states: String?,
        _ request: PictureRequest
    ) throws(HeadlessFailure) -> Picture {
        if !flow, mode == nil, states == nil, let model = request.models.first {
            try WorkBound.check(
                buttons.map(\.definition), localization: model.simulator.localization, bound: WorkBound.galleryCells
            ) {
                "gallery: these buttons reach more than \($0) states, more than a gallery draws; choose fewer with --button, --mode or --states, or draw --flow"
            }
        }
        var grid = request.models
        for index in grid.indices { grid[index].galleryMode = mode }
        guard request.look == .terminal else {
            return .document(
                DeviceGallery.svg(
                    buttons.map(\.id), models: grid, columns: columns ?? 4, scale: request.scale,
                    states: try chosenStates(states, buttons), panelColumns: request.columns, flow: flow))
        }
        return .frame(
            request.grid.stackedFrames(grid) { model in
                let shown = buttons.compactMap { model.simulator[$0.id] }
                if flow { return FlowGallery.frame(shown, model: model, columns: columns ?? StateGallery.columns) }
                return GalleryPicture.frame(shown, model: model, columns: columns ?? StateGallery.columns)
            })
    }

    /// `--states` as one flag maker per item: a button lacking a named state gets a blank
    /// cell; a name no button has is an error.
    static func chosenStates(_ states: String?, _ buttons: [Button]) throws(HeadlessFailure)
        -> [(Button) -> ButtonFlags?]?
    {
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
                throw .invalidArgument(
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
