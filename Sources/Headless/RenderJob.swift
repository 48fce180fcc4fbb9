import ButtonKit
import DeviceLook
import Rendering

/// `render`: one button in one state, drawn in every environment and theme asked for.
public enum RenderJob {
    /// The button `id` as `--state`, `--mode` and `--size` ask: flags set by the button's
    /// own rules, its machine in `mode` with the entry applied.
    /// - Parameters:
    ///   - id: `--button`.
    ///   - state: `--state`, a comma list of state names (empty: normal).
    ///   - mode: `--mode`.
    ///   - size: `--size`.
    ///   - model: A fresh screen of the board.
    /// - Throws: An unknown button, state or machine state (exit 64).
    public static func button(
        _ id: String, state: String, mode: String?, size: ButtonSize?, in model: ScreenModel
    ) throws(HeadlessFailure) -> Button {
        var chosen = try HeadlessInput.button(id, in: model, command: "render")
        switch StateNames.flags(parsing: state, customStates: chosen.definition.states) {
        case .success(let flags):
            chosen.flags = flags
        case .failure(let unknown):
            let valid = StateNames.valid(customStates: chosen.definition.states).joined(separator: ", ")
            throw .invalidArgument("render: unknown state '\(unknown.name)'; valid: \(valid)")
        }
        try MachineMode.check(mode, [chosen], command: "render")
        if let mode {
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
        return chosen
    }

    /// The picture of `button` in every model of the request.
    /// - Parameters:
    ///   - button: ``button(_:state:mode:size:in:)``.
    ///   - request: The screens, environments and look.
    public static func picture(_ button: Button, _ request: PictureRequest) -> Picture {
        let grid = request.models
        guard request.look == .terminal else {
            return .document(
                DeviceButtonPicture.svg(button, models: grid, scale: request.scale, columns: request.columns))
        }
        return .frame(
            request.grid.stackedFrames(grid) { model in
                ButtonPicture.frame(EnvironmentPictures.terminalButton(button, model: model), model: model)
            })
    }
}
