import Rendering
import Simulator

/// What the program loop keeps of the screen it lays out and draws: the terminal look of
/// the last model shown in an environment other than the standard one, and the last
/// layouts. Plain state of the loop (no lock, no stand-in equality): the application's
/// state holds none of it.
struct KeptScreen {
    /// The last model shown in another environment and its terminal look.
    private var look: (model: ScreenModel, shown: ScreenModel)?
    private var layouts = KeptLayout()

    /// The layout of `state`'s screen as drawn, at its terminal size.
    /// - Parameter fitted: Whether `fit` buttons' boxes must follow what they show now
    ///   (``KeptLayout/layout(_:width:height:fitted:)``).
    mutating func layout(of state: AppState, fitted: Bool = true) -> ScreenLayout {
        if state.screen.environment.isStandard {
            return layouts.layout(state.screen, width: state.size.columns, height: state.size.rows, fitted: fitted)
        }
        let shown = shown(state.screen)
        return layouts.layout(shown, width: state.size.columns, height: state.size.rows, fitted: fitted)
    }

    /// The layout of `shown` (a screen as drawn) at `size`.
    mutating func layout(ofShown shown: ScreenModel, size: TerminalSize) -> ScreenLayout {
        layouts.layout(shown, width: size.columns, height: size.rows)
    }

    /// ``EnvironmentPictures/shown(_:)`` of `model`: the terminal look in an environment
    /// other than the standard one, worked out again only when more than the spinner's
    /// frame changed (every frame and every key ask for it, and working it out lays out
    /// every title on the device).
    mutating func shown(_ model: ScreenModel) -> ScreenModel {
        guard !model.environment.isStandard else { return model }
        let frame = model.simulator.spinnerFrame
        look?.model.simulator.spinnerFrame = frame
        look?.shown.simulator.spinnerFrame = frame
        if let look, look.model == model { return look.shown }
        let shown = EnvironmentPictures.terminalModel(model)
        look = (model, shown)
        return shown
    }
}
