import ButtonKit
import Canvas
import Theming

/// A `gallery` picture: the state galleries of one or more buttons, stacked into one
/// frame a blank row apart.
public enum GalleryPicture {
    /// The sections stacked in one frame as wide as the widest.
    /// - Parameters:
    ///   - buttons: The buttons, each in its first state.
    ///   - model: What they are drawn with.
    ///   - columns: Cells per grid row.
    public static func frame(_ buttons: [Button], model: ScreenModel, columns: Int = StateGallery.columns) -> Frame {
        // Each button's cells are worked out once, for its size and its drawing.
        frame(
            buttons, cells: buttons.map { GalleryView.cellsFor($0, model: model) },
            titles: buttons.map { StateGallery.title($0, model: model) }, model: model, columns: columns)
    }

    /// Galleries of given cells and titles stacked as ``frame(_:model:columns:)`` stacks them.
    /// - Parameters:
    ///   - buttons: The buttons.
    ///   - cells: Each button's cells.
    ///   - titles: Each button's title line.
    ///   - model: What they are drawn with.
    ///   - columns: Cells per grid row.
    static func frame(
        _ buttons: [Button], cells: [[GalleryView.GalleryCell]], titles: [String], model: ScreenModel, columns: Int
    ) -> Frame {
        let sizes = buttons.indices.map {
            StateGallery.size(of: buttons[$0], cells: cells[$0], title: titles[$0], model: model, columns: columns)
        }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).reduce(0, +) + max(0, buttons.count - 1)
        let chrome = model.theme.chrome
        var frame = Frame(
            width: width, height: height, fill: CellStyle(foreground: chrome.text, background: chrome.background))
        var row = 0
        for (index, button) in buttons.enumerated() {
            let size = sizes[index]
            StateGallery.render(
                button, cells: cells[index], title: titles[index], model: model, columns: columns,
                area: Rect(x: 0, y: row, width: width, height: size.height), into: &frame)
            row += size.height + 1
        }
        return frame
    }
}
