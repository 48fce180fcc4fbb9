import ButtonKit
import Canvas
import Theming

/// Every state combination of one button in a grid, for `gallery`: each cell labelled
/// (`S|H 0x5`) and marked where the title falls back to normal (↩), the style to the
/// default tokens (↪), or where highlighted overrides disabled (≡0x5). The cells are the interactive gallery's
/// (``GalleryView/cellsFor(_:model:)``), drawn at full height since a picture has room.
public enum StateGallery {
    /// Cells per grid row.
    public static let columns = 3
    /// Rows above the grid: title, the fallback marks' legend, the labels' legend, a blank.
    static let headerRows = 4

    static func title(_ button: Button, model: ScreenModel) -> String {
        " Gallery: \(button.id), every reachable state · theme \(model.themeName) · locale \(model.simulator.locale.rawValue)"
    }

    static let legend = " " + SlotDescription.legend

    /// What the labels' letters and marks stand for on this button.
    static func labels(_ button: Button) -> String { " " + GalleryStates.legend(for: button.definition) }

    /// The picture's size in cells.
    /// - Parameters:
    ///   - button: The button.
    ///   - model: What it is drawn with.
    ///   - columns: Cells per grid row.
    ///   - cells: Its cells, if already worked out.
    ///   - title: Its title line, if not the gallery's.
    public static func size(
        of button: Button, cells: [GalleryView.GalleryCell]? = nil, title: String? = nil, model: ScreenModel,
        columns: Int = columns
    ) -> (width: Int, height: Int) {
        let title = title ?? Self.title(button, model: model)
        let cells = cells ?? GalleryView.cellsFor(button, model: model)
        let buttonSize = ButtonView.size(of: button, theme: model.theme, localization: model.simulator.localization)
        let cellWidth = GalleryView.columnWidth(cells, buttonWidth: buttonSize.width)
        let gridRows = (cells.count + columns - 1) / columns
        let width = max(
            // Headings longer than the widest slot (a long id or theme name, many long
            // state names) are cut where the picture ends rather than widen every row.
            2 + columns * cellWidth, min(TextWidth.of(title) + 1, ButtonView.maximumWidth),
            TextWidth.of(legend) + 1, min(TextWidth.of(labels(button)) + 1, ButtonView.maximumWidth))
        return (width, headerRows + gridRows * (buttonSize.height + 2))
    }

    /// Draws the gallery of `button` into `area`.
    /// - Parameters:
    ///   - button: The button.
    ///   - model: What it is drawn with.
    ///   - columns: Cells per grid row.
    ///   - area: Where to draw.
    ///   - frame: The frame drawn into.
    ///   - cells: Its cells, if already worked out.
    ///   - title: Its title line, if not the gallery's.
    public static func render(
        _ button: Button, cells: [GalleryView.GalleryCell]? = nil, title: String? = nil, model: ScreenModel,
        columns: Int = columns, area: Rect, into frame: inout Frame
    ) {
        let title = title ?? Self.title(button, model: model)
        let chrome = model.theme.chrome
        frame.fill(area, style: CellStyle(foreground: chrome.text, background: chrome.background))
        let heading = CellStyle(foreground: chrome.accent, background: chrome.background, bold: true)
        let muted = CellStyle(foreground: chrome.mutedText, background: chrome.background)
        frame.put(title, column: area.x, row: area.y, style: heading, limit: area.maxX)
        frame.put(legend, column: area.x, row: area.y + 1, style: muted, limit: area.maxX)
        frame.put(labels(button), column: area.x, row: area.y + 2, style: muted, limit: area.maxX)

        let cells = cells ?? GalleryView.cellsFor(button, model: model)
        let buttonSize = ButtonView.size(of: button, theme: model.theme, localization: model.simulator.localization)
        let cellWidth = GalleryView.columnWidth(cells, buttonWidth: buttonSize.width)
        let surface = model.theme.surface(variant: button.variant)
        for (index, cell) in cells.enumerated() {
            let x = area.x + 2 + (index % columns) * cellWidth
            let y = area.y + headerRows + (index / columns) * (buttonSize.height + 2)
            GalleryView.draw(
                cell, label: cell.label, mark: cell.mark, x: x, y: y, width: cellWidth - 1,
                button: Rect(x: x, y: y + 1, width: buttonSize.width, height: buttonSize.height),
                labelBackground: chrome.background, surface: surface, model: model, into: &frame)
        }
    }
}
