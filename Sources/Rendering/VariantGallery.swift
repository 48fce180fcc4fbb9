import ButtonKit
import Theming

/// The design-system buttons as a matrix for `gallery`: a row per variant, a column per
/// state combination (labelled `S|H 0x5` on top). Each cell's mark shows where the theme's
/// style tokens fall back to normal (↩) or where highlighted overrides disabled (≡0x5);
/// the titles are set for normal only by design, so their fallback is not marked.
/// On-color variants sit on the brand surface.
public enum VariantGallery {
    /// Rows above the matrix: title, legend, a blank, the state labels.
    static let headerRows = 4

    static func title(_ model: ScreenModel) -> String {
        " Design-system buttons: variants by states · theme \(model.theme.name) · locale \(model.simulator.locale.rawValue)"
    }

    static let legend = " ↩ style falls back to normal   ≡0x5 highlighted reads without disabled   (marks show the style tokens; titles are set for normal only)"

    /// The matrix's measures: the name column, the cell width, the button height.
    struct Metrics {
        var nameWidth: Int
        var cellWidth: Int
        var buttonHeight: Int
        var rowStep: Int { buttonHeight + 2 }
    }

    /// A design-system button of `variant`, as the simulator makes them.
    public static func button(_ variant: ButtonVariant, locale: DisplayLocale) -> Button {
        Button(id: ButtonID(rawValue: variant.rawValue), role: .design(variant), locale: locale)
    }

    /// The variant's cells; for design-system buttons the marks are the style's.
    static func cells(_ variant: ButtonVariant, model: ScreenModel) -> [GalleryView.GalleryCell] {
        GalleryView.cellsFor(button(variant, locale: model.simulator.locale), model: model)
    }

    static func metrics(_ variants: [ButtonVariant], model: ScreenModel) -> Metrics {
        // The state labels sit in the header row, so a column needs room for one label,
        // one mark or one button, whichever is widest.
        var cellWidth = GalleryStates.entries().map { TextWidth.of($0.label) }.max() ?? 0
        var buttonHeight = 1
        for variant in variants {
            let size = ButtonView.size(of: button(variant, locale: model.simulator.locale), theme: model.theme, locale: model.simulator.locale)
            let markWidth = cells(variant, model: model).map { TextWidth.of($0.mark) }.max() ?? 0
            cellWidth = max(cellWidth, size.width, markWidth)
            buttonHeight = max(buttonHeight, size.height)
        }
        cellWidth += 2
        let nameWidth = (variants.map { TextWidth.of($0.rawValue) }.max() ?? 0) + 3
        return Metrics(nameWidth: nameWidth, cellWidth: cellWidth, buttonHeight: buttonHeight)
    }

    public static func size(of variants: [ButtonVariant], model: ScreenModel) -> (width: Int, height: Int) {
        let metrics = metrics(variants, model: model)
        let columns = GalleryStates.entries().count
        let width = max(metrics.nameWidth + columns * metrics.cellWidth, TextWidth.of(title(model)) + 1, TextWidth.of(legend) + 1)
        return (width, headerRows + variants.count * metrics.rowStep)
    }

    public static func render(_ variants: [ButtonVariant], model: ScreenModel, area: Rect, into frame: inout Frame) {
        let chrome = model.theme.chrome
        let base = CellStyle(foreground: chrome.text, background: chrome.background)
        frame.fill(area, style: base)
        frame.put(title(model), column: area.x, row: area.y, style: CellStyle(foreground: chrome.accent, background: chrome.background, bold: true), limit: area.maxX)
        frame.put(legend, column: area.x, row: area.y + 1, style: CellStyle(foreground: chrome.mutedText, background: chrome.background), limit: area.maxX)
        let metrics = metrics(variants, model: model)
        for (column, entry) in GalleryStates.entries().enumerated() {
            frame.put(entry.label, column: area.x + metrics.nameWidth + column * metrics.cellWidth, row: area.y + headerRows - 1,
                      style: base, limit: area.maxX)
        }
        for (row, variant) in variants.enumerated() {
            let top = area.y + headerRows + row * metrics.rowStep
            let surface = chrome.surface(for: variant.isOnColor)
            let cells = cells(variant, model: model)
            if variant.isOnColor {
                // The brand surface under the whole row, a column wider on each side.
                frame.fill(Rect(x: area.x + metrics.nameWidth - 1, y: top, width: cells.count * metrics.cellWidth, height: metrics.buttonHeight + 1),
                           style: CellStyle(background: surface))
            }
            frame.put(" " + variant.rawValue, column: area.x, row: top + 1 + (metrics.buttonHeight - 1) / 2,
                      style: CellStyle(foreground: chrome.text, background: chrome.background, bold: true), limit: area.x + metrics.nameWidth - 1)
            for (column, cell) in cells.enumerated() {
                let x = area.x + metrics.nameWidth + column * metrics.cellWidth
                let size = ButtonView.size(of: cell.button, theme: model.theme, locale: model.simulator.locale)
                GalleryView.draw(cell, label: "", mark: cell.mark, x: x, y: top, width: metrics.cellWidth - 1,
                                 button: Rect(x: x, y: top + 1, width: size.width, height: size.height),
                                 labelBackground: surface, surface: surface, model: model, into: &frame)
            }
        }
    }
}
