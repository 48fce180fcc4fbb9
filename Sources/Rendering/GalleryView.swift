import ButtonKit
import Canvas
import Theming

/// The target button's states side by side, each labelled (`S|H 0x5`) and marked where its
/// title falls back to normal (↩), where its style falls back to the default tokens (↪), or
/// where highlighted overrides disabled (≡0x5): the flow on the first page, then the review
/// set (or every reachable state, `--all`), in ``GallerySection``s. Paged when the cells do
/// not fit; `g` turns the page.
public enum GalleryView {
    /// Draws the gallery overlay.
    /// - Parameters:
    ///   - model: What is shown.
    ///   - area: The overlay's area.
    ///   - frame: The frame drawn into.
    public static func render(_ model: ScreenModel, area: Rect, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let target = model.simulator.target
        let base = CellStyle(foreground: chrome.text, background: chrome.background)
        let muted = CellStyle(foreground: chrome.mutedText, background: chrome.background)
        frame.fill(area, style: base)
        let size = fittedSize(target, model: model, area: area)
        let pages = pages(GallerySection.sections(target, model: model), buttonSize: size, area: area)
        let pageIndex = min(max(0, model.galleryPage), pages.count - 1)
        let shown = pages[pageIndex]
        let paging = pages.count > 1 ? " · page \(pageIndex + 1)/\(pages.count), g next" : " · g closes"
        frame.put(
            " Gallery: \(target.id) · \(shown.section.kind.heading)\(paging) · \(SlotDescription.legend)",
            column: area.x, row: area.y, style: muted, limit: area.maxX)
        frame.put(
            " " + GalleryStates.legend(for: target.definition), column: area.x, row: area.y + 1, style: muted,
            limit: area.maxX)
        let surface = model.theme.surface(variant: target.variant)
        let onColor = model.theme.isOnBrandSurface(variant: target.variant)
        let layout = shown.layout
        let first = shown.index * layout.perPage
        for (offset, cell) in shown.section.cells.dropFirst(first).prefix(layout.perPage).enumerated() {
            let x = area.x + 2 + (offset % layout.columns) * layout.cellWidth
            let y = area.y + 2 + (offset / layout.columns) * layout.step
            // On-color buttons sit on their brand panel here too, or their shape is lost.
            if onColor {
                frame.fill(
                    Rect(x: x - 1, y: y, width: layout.cellWidth, height: layout.buttonHeight + 1),
                    style: CellStyle(background: surface))
            }
            draw(
                cell, label: cell.label, mark: cell.mark, x: x, y: y, width: layout.cellWidth - 1,
                button: Rect(x: x, y: y + 1, width: size.width, height: layout.buttonHeight),
                labelBackground: surface, surface: surface, model: model, into: &frame)
        }
    }

    /// One page of the interactive gallery: which section it shows, the section's layout
    /// and the page's index within it.
    struct Page {
        var section: GallerySection
        var layout: PageLayout
        var index: Int
    }

    /// The pages of `sections` in an area: each section starts on a page of its own, so the
    /// flow is the first page whole.
    static func pages(_ sections: [GallerySection], buttonSize: (width: Int, height: Int), area: Rect) -> [Page] {
        sections.flatMap { section in
            let layout = pageLayout(cells: section.cells, buttonSize: buttonSize, area: area)
            return (0..<layout.count).map { Page(section: section, layout: layout, index: $0) }
        }
    }

    /// How many pages the target's gallery has in an area.
    public static func pageCount(_ model: ScreenModel, area: Rect) -> Int {
        let target = model.simulator.target
        return pages(
            GallerySection.sections(target, model: model), buttonSize: fittedSize(target, model: model, area: area),
            area: area
        ).count
    }

    /// The button's size in a cell, no wider than the area: a longer title is cut with "…"
    /// as on the board.
    static func fittedSize(_ button: Button, model: ScreenModel, area: Rect) -> (width: Int, height: Int) {
        let size = ButtonView.size(of: button, theme: model.theme, localization: model.simulator.localization)
        return (min(size.width, max(1, area.width - 4)), size.height)
    }

    /// Cells per row and page, cell width, button height and row step for an area: full
    /// boxes when every cell fits, else one-row buttons, else pages of one-row buttons.
    static func pageLayout(cells: [GalleryCell], buttonSize: (width: Int, height: Int), area: Rect) -> PageLayout {
        let cellWidth = columnWidth(cells, buttonWidth: buttonSize.width)
        let columns = max(1, (area.width - 2) / cellWidth)
        let gridRows = (cells.count + columns - 1) / columns
        let buttonHeight = gridRows * (buttonSize.height + 2) <= area.height - 2 ? buttonSize.height : 1
        let step = buttonHeight + (buttonHeight == 1 ? 1 : 2)
        let rowsPerPage = max(1, (area.height - 2) / step)
        let perPage = max(1, rowsPerPage * columns)
        return PageLayout(
            columns: columns, cellWidth: cellWidth, buttonHeight: buttonHeight, step: step, perPage: perPage,
            count: max(1, (cells.count + perPage - 1) / perPage))
    }

    /// How a section's cells are laid out: cells per row and page, cell width, button
    /// height, row step, and how many pages the section takes.
    struct PageLayout {
        var columns: Int
        var cellWidth: Int
        var buttonHeight: Int
        var step: Int
        var perPage: Int
        var count: Int
    }

    /// Columns one gallery cell takes: its widest label with mark, or the button, plus a gap.
    public static func columnWidth(_ cells: [GalleryCell], buttonWidth: Int) -> Int {
        let labelWidth = cells.map { TextWidth.of($0.label) + 1 + TextWidth.of($0.mark) }.max() ?? 0
        // A label wider than any slot (eight long state names) is cut where the cell ends.
        return max(buttonWidth, min(labelWidth, ButtonView.maximumWidth)) + 2
    }

    /// Draws one cell: `label` and `mark` on row `y` (at most `width` columns), the button in
    /// `button`. The interactive overlay and the headless pictures share it, so a state looks
    /// the same in both.
    public static func draw(
        _ cell: GalleryCell, label: String, mark: String, x: Int, y: Int, width: Int, button: Rect,
        labelBackground: RGBColor, surface: RGBColor, model: ScreenModel, into frame: inout Frame
    ) {
        let chrome = model.theme.chrome
        let limit = x + width
        // On the brand panel the page colour stands out; elsewhere text and accent do.
        let onPanel = labelBackground == chrome.onColorSurface
        let labelColor = onPanel ? chrome.background : chrome.text
        let markColor = onPanel ? chrome.background : chrome.accent
        frame.put(
            label, column: x, row: y, style: CellStyle(foreground: labelColor, background: labelBackground),
            limit: limit)
        if !mark.isEmpty {
            frame.put(
                (label.isEmpty ? "" : " ") + mark, column: x + TextWidth.of(label), row: y,
                style: CellStyle(foreground: markColor, background: labelBackground, bold: true), limit: limit)
        }
        ButtonView.render(
            cell.button, style: model.theme.style(of: cell.button), surface: surface,
            spinnerFrame: 0, animates: false, monochrome: model.monochrome, area: button,
            environment: model.environment, into: &frame)
    }

    /// A gallery cell: the button in one state, its label and its fallback marks.
    public struct GalleryCell: Hashable, Sendable {
        /// The button in the cell's state.
        public var button: Button
        /// `S|H 0x5`.
        public var label: String
        /// The title's mark then the style's (`↩`, `↪`, `≡0x5`).
        public var mark: String
    }

    /// The cells for a button, in gallery order. A title fallback is marked only on buttons
    /// that set a title for some state besides normal; otherwise every state would be.
    public static func cellsFor(_ button: Button, model: ScreenModel) -> [GalleryCell] {
        model.gallerySelection.entries(
            for: button.definition, localization: model.simulator.localization,
            containerDisabled: model.environment.containerDisabled
        )
        .map { entry in
            var shown = entry.button
            shown.size = button.size
            return cell(shown, flags: entry.flags, label: label(entry), model: model)
        }
    }

    /// A cell's label: the machine state, if any, then the flags (`downloading D 0x2`).
    public static func label(_ entry: ReachableStates.Entry) -> String {
        (entry.mode.map { "\($0) " } ?? "") + entry.label
    }

    /// The cell of `button` with `flags`, marked as ``cellsFor(_:model:)`` marks them.
    /// - Parameters:
    ///   - button: The button.
    ///   - flags: The state to show.
    ///   - label: The cell's label.
    ///   - model: What it is drawn with.
    public static func cell(_ button: Button, flags: ButtonFlags, label: String, model: ScreenModel) -> GalleryCell {
        let hasStateTitles = button.titles.storage.keys.contains { $0 != 0 }
        var copy = button
        copy.flags = flags
        if !model.environment.isStandard {
            // A title the environment's text size cuts is shown cut, in cells as in points.
            copy = EnvironmentPictures.terminalButton(copy, model: model)
        }
        let style = model.theme.style(of: copy)
        let titleMark =
            hasStateTitles && copy.titleHiddenBy == nil
            ? SlotDescription.titleMark(source: copy.titleLookup.source, state: flags.state) : ""
        var styleMark = SlotDescription.styleMark(source: style.source, state: flags.state)
        if styleMark == titleMark && styleMark.hasPrefix("≡") { styleMark = "" }
        return GalleryCell(button: copy, label: label, mark: titleMark + styleMark)
    }
}
