import ButtonKit
import Theming

/// Every state combination of the target button side by side, each labelled (`S|H 0x5`)
/// and marked where its title or style silently falls back to normal (↩) or where
/// highlighted overrides disabled (≡0x1).
public enum GalleryView {
    public static func render(_ model: ScreenModel, area: Rect, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let target = model.simulator.target
        let base = CellStyle(foreground: chrome.text, background: chrome.background)
        let muted = CellStyle(foreground: chrome.mutedText, background: chrome.background)
        frame.fill(area, style: base)
        frame.put(" Gallery: \(target.id) · ↩ falls back to normal · ≡ 3 reads 1, 7 reads 5 · g closes",
                  column: area.x, row: area.y, style: muted, limit: area.maxX)
        let cells = cellsFor(target, model: model)
        let size = ButtonView.size(of: target, theme: model.theme, locale: model.simulator.locale)
        let cellWidth = columnWidth(cells, buttonWidth: size.width)
        let columns = max(1, (area.width - 2) / cellWidth)
        let gridRows = (cells.count + columns - 1) / columns
        // Full boxes when they fit; otherwise one-row buttons so every combination shows.
        let buttonHeight = gridRows * (size.height + 2) <= area.height - 2 ? size.height : 1
        let step = buttonHeight + (buttonHeight == 1 ? 1 : 2)
        for (index, cell) in cells.enumerated() {
            let x = area.x + 2 + (index % columns) * cellWidth
            let y = area.y + 2 + (index / columns) * step
            guard y + buttonHeight < area.maxY else { break }
            // On-color buttons sit on their brand panel here too, or their shape is lost.
            let onColor = ButtonView.variant(of: target).isOnColor
            let surface = onColor ? chrome.onColorSurface : chrome.background
            if onColor {
                frame.fill(Rect(x: x - 1, y: y, width: cellWidth, height: buttonHeight + 1), style: CellStyle(background: surface))
            }
            draw(cell, label: cell.label, mark: cell.mark, x: x, y: y, width: cellWidth - 1,
                 button: Rect(x: x, y: y + 1, width: size.width, height: buttonHeight),
                 labelBackground: surface, surface: surface, model: model, into: &frame)
        }
    }

    /// Columns one gallery cell takes: its widest label with mark, or the button, plus a gap.
    public static func columnWidth(_ cells: [GalleryCell], buttonWidth: Int) -> Int {
        let labelWidth = cells.map { TextWidth.of($0.label) + 1 + TextWidth.of($0.mark) }.max() ?? 0
        return max(buttonWidth, labelWidth) + 2
    }

    /// Draws one cell: `label` and `mark` on row `y` (at most `width` columns), the button in
    /// `button`. The interactive overlay and the headless pictures share it, so a state looks
    /// the same in both.
    public static func draw(_ cell: GalleryCell, label: String, mark: String, x: Int, y: Int, width: Int, button: Rect,
                            labelBackground: RGBColor, surface: RGBColor, model: ScreenModel, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let limit = x + width
        // On the brand panel the page colour stands out; elsewhere text and accent do.
        let onPanel = labelBackground == chrome.onColorSurface
        let labelColor = onPanel ? chrome.background : chrome.text
        let markColor = onPanel ? chrome.background : chrome.accent
        frame.put(label, column: x, row: y, style: CellStyle(foreground: labelColor, background: labelBackground), limit: limit)
        if !mark.isEmpty {
            frame.put((label.isEmpty ? "" : " ") + mark, column: x + TextWidth.of(label), row: y,
                      style: CellStyle(foreground: markColor, background: labelBackground, bold: true), limit: limit)
        }
        ButtonView.render(cell.button, style: ButtonView.style(of: cell.button, theme: model.theme), surface: surface,
                          spinnerFrame: 0, animates: false, monochrome: model.monochrome, area: button, into: &frame)
    }

    /// A gallery cell: the button in one state, its label and its fallback mark.
    public struct GalleryCell: Hashable, Sendable {
        public var button: Button
        public var label: String
        public var mark: String
    }

    /// The cells for a button, in gallery order. Marks follow one rule in every gallery:
    /// the title's fallback, else the style's; design-system buttons set a title for
    /// normal only by design, so only their style's fallback is marked.
    public static func cellsFor(_ button: Button, model: ScreenModel) -> [GalleryCell] {
        GalleryStates.entries(catalog: button.flags.catalog).map { entry in
            var copy = button
            copy.flags = entry.flags
            let style = ButtonView.style(of: copy, theme: model.theme)
            var mark = button.variant == nil ? SlotDescription.mark(source: copy.titleLookup.source, state: entry.state) : ""
            if mark.isEmpty { mark = SlotDescription.mark(source: style.source, state: entry.state) }
            return GalleryCell(button: copy, label: entry.label, mark: mark)
        }
    }
}
