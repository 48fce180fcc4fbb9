import Rendering
import Simulator

extension AppState {
    /// The layout of the screen as drawn at the terminal's size, worked out afresh: where a
    /// test clicks.
    public var drawnLayout: ScreenLayout {
        ScreenLayout.compute(shownScreen, width: size.columns, height: size.rows)
    }
}
