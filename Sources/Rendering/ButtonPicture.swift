import ButtonKit
import Canvas
import Theming

/// One button in one state on its own surface, for `render`: the button with a margin of
/// two columns and one row, on the screen's background, or on the brand surface for the
/// variants the theme puts on the brand surface (as the simulator places them).
public enum ButtonPicture {
    /// The margin around the button: columns left and right, rows above and below.
    public static let margin = (columns: 2, rows: 1)

    /// The picture's size in cells: the button's fixed size plus the margin.
    public static func size(of button: Button, model: ScreenModel) -> (width: Int, height: Int) {
        let size = ButtonView.size(of: button, theme: model.theme, localization: model.simulator.localization)
        return (size.width + 2 * margin.columns, size.height + 2 * margin.rows)
    }

    /// Draws the picture into `area`.
    public static func render(_ button: Button, model: ScreenModel, area: Rect, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let surface = model.theme.surface(variant: button.variant)
        frame.fill(area, style: CellStyle(foreground: chrome.text, background: surface))
        let size = ButtonView.size(of: button, theme: model.theme, localization: model.simulator.localization)
        // A still spinner: a picture has no time, and frame 0 keeps snapshots stable.
        let width = ButtonView.drawnWidth(of: button, theme: model.theme, slotWidth: size.width)
        ButtonView.render(
            button, style: model.theme.style(of: button), surface: surface,
            spinnerFrame: 0, animates: false, monochrome: model.monochrome,
            area: Rect(x: area.x + margin.columns, y: area.y + margin.rows, width: width, height: size.height),
            environment: model.environment, into: &frame)
    }

    /// A frame holding just the picture.
    public static func frame(_ button: Button, model: ScreenModel) -> Frame {
        let size = size(of: button, model: model)
        var frame = Frame(width: size.width, height: size.height)
        render(button, model: model, area: frame.area, into: &frame)
        return frame
    }
}
