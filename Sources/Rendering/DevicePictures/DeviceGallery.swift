import ButtonKit
import DeviceLook
import Theming

/// `gallery --look device`: every reachable state of a button as the phone draws it, in a
/// grid of `columns`, each cell labelled with its state names, its raw value and the
/// gallery's fallback marks (↩ title from normal, ↪ default style, ≡0x5 read without
/// disabled). Several buttons stack; several themes stand side by side.
public enum DeviceGallery {
    static let margin = 24.0
    static let cellGap = 24.0
    static let rowGap = 28.0
    /// A label line's height.
    static let lineHeight = 16.0
    /// The narrowest a cell is.
    static let minimumCellWidth = 168.0

    /// The SVG document.
    /// - Parameters:
    ///   - buttons: The buttons (by id, taken from each model so each theme draws its own).
    ///   - models: One model per theme.
    ///   - columns: Cells per row.
    ///   - scale: Pixels per point.
    ///   - states: Only these states, in this order, for every button (a matrix of buttons by
    ///     state); `nil` shows every reachable state. A state a button lacks is left blank.
    ///   - panelColumns: Panels (one per model) per row; `nil`: all side by side.
    ///   - flow: Each button's flow (``FlowGallery``) instead of its states; buttons without
    ///     a machine are left out.
    public static func svg(
        _ buttons: [ButtonID], models: [ScreenModel], columns: Int, scale: Int,
        states: [(Button) -> ButtonFlags?]? = nil, panelColumns: Int? = nil, flow: Bool = false
    ) -> String {
        let panels = models.map { model in
            var panel = DevicePanel(width: 0, height: 0, background: model.theme.chrome.background)
            var drawn = 0
            for id in buttons {
                guard let button = model.simulator[id], !flow || button.definition.machine != nil else { continue }
                let steps = flow ? FlowGallery.steps(button, model: model) : []
                let cells: [GalleryView.GalleryCell?] =
                    flow
                    ? steps.map(\.cell)
                    : states.map { chosenCells(button, $0, model: model) } ?? GalleryView.cellsFor(button, model: model)
                let scope = flow ? "flow" : states == nil ? "every state" : "chosen states"
                // The legend heads the first section only: once per picture is enough.
                panel.stack(
                    section(
                        button, cells: cells, scope: scope, model: model, columns: max(1, columns), legend: drawn == 0,
                        headings: flow ? steps.map(\.heading) : nil),
                    gap: drawn == 0 ? 0 : 8)
                drawn += 1
            }
            return panel
        }
        return DevicePanel.document(
            grid: panels, columns: panelColumns ?? panels.count, scale: scale,
            notes: models.first.map(DeviceNotes.lines) ?? [])
    }

    /// The chosen states of a button, in order; a button with a machine shows them in each
    /// machine state it can reach; a chosen state that does not ask for disabled takes the
    /// machine state's `enabled` (as `render --mode` does), so `normal` in a state that
    /// disables shows its disabled cell. A state the button cannot be in is a blank cell.
    static func chosenCells(_ button: Button, _ chosen: [(Button) -> ButtonFlags?], model: ScreenModel)
        -> [GalleryView.GalleryCell?]
    {
        guard let machine = button.definition.machine else {
            return chosen.map { pick in
                pick(button).map {
                    GalleryView.cell(button, flags: $0, label: GalleryStates.label(for: $0), model: model)
                }
            }
        }
        let entries = ReachableStates.entries(for: button.definition, localization: model.simulator.localization)
        let modes = machine.states.map(\.name).filter { mode in entries.contains { $0.mode == mode } }
        return modes.flatMap { mode in
            chosen.map { pick -> GalleryView.GalleryCell? in
                guard var flags = pick(button) else { return nil }
                // A state that asks nothing of enabled takes the machine state's own request.
                if flags.isEnabledRequested, let enabled = machine.state(named: mode)?.enabled {
                    flags.set(.enabled, enabled)
                }
                guard
                    let entry = entries.first(where: {
                        $0.mode == mode && $0.state == flags.state && $0.flags.active == flags.active
                    })
                else { return nil }
                return GalleryView.cell(entry.button, flags: entry.flags, label: GalleryView.label(entry), model: model)
            }
        }
    }

    /// One button's gallery: heading, legend, grid.
    static func section(
        _ button: Button, cells: [GalleryView.GalleryCell?], scope: String, model: ScreenModel,
        columns: Int, legend showsLegend: Bool = true, headings: [[String]]? = nil
    ) -> DevicePanel {
        let theme = model.theme, chrome = theme.chrome
        let localization = model.simulator.localization
        let drawn = cells.map { $0.map { DeviceButton($0.button, theme: theme, environment: model.environment) } }
        let widths = drawn.map { $0?.width(localization: localization) ?? 0 }
        let rawWidths = cells.map { $0.map { DeviceText.width(rawLine($0), size: DeviceText.labelSize) * 1.1 } ?? 0 }
        let cellWidth = max(widths.max() ?? 0, rawWidths.max() ?? 0, minimumCellWidth)
        // Long names wrap inside the cell; every cell gets the tallest label's lines.
        // A machine's state heads its cell's label: `downloading`, then `disabled`; a flow's
        // cell is headed by its step instead (`2 downloading`, `← tap`).
        let names = cells.indices.map { index in
            cells[index].map { cell in
                (headings?[index] ?? cell.button.machineState.map { [$0] } ?? [])
                    + GalleryLabels.wrapped(cell.button.flags, width: cellWidth, size: DeviceText.labelSize)
            } ?? []
        }
        let buttonHeight = drawn.compactMap { $0?.height }.max() ?? theme.metrics.points.height(for: button.drawnSize)
        let rows = (cells.count + columns - 1) / columns
        let shown = min(columns, cells.count)
        let heading =
            "\(button.id) · \(scope) · theme \(model.themeName) · \(model.simulator.locale.rawValue)"
            + DeviceNotes.environmentSuffix(model)
        let legend = SlotDescription.legend
        let gridTop = margin + (showsLegend ? 52 : 32)
        // Each grid row is as tall as its longest label: short labels keep their button close.
        let labelHeights = (0..<rows).map { row in
            Double((names[(row * columns)..<min(names.count, (row + 1) * columns)].map(\.count).max() ?? 1) + 1)
                * lineHeight + 8
        }
        let rowTops = labelHeights.indices.map { row in
            gridTop + labelHeights[..<row].reduce(0) { $0 + $1 + buttonHeight + 16 + rowGap }
        }
        let width = max(
            2 * margin + Double(shown) * cellWidth + Double(max(0, shown - 1)) * cellGap,
            2 * margin + DeviceText.width(heading, size: DeviceText.headingSize),
            showsLegend ? 2 * margin + DeviceText.width(legend, size: DeviceText.labelSize) : 0)
        let height = (rowTops.last ?? gridTop) + (labelHeights.last ?? 0) + buttonHeight + 16 + margin
        var panel = DevicePanel(width: width.rounded(.up), height: height.rounded(.up), background: chrome.background)
        panel.svg.text(
            heading, x: margin, y: margin + 8, size: DeviceText.headingSize, weight: 600, color: chrome.text,
            role: "heading")
        if showsLegend {
            panel.svg.text(
                legend, x: margin, y: margin + 32, size: DeviceText.labelSize, weight: 400, color: chrome.mutedText,
                role: "legend")
        }
        let surface = theme.surface(variant: button.variant)
        for (index, cell) in cells.enumerated() {
            guard let cell, let device = drawn[index] else { continue }
            let x = margin + Double(index % columns) * (cellWidth + cellGap)
            let y = rowTops[index / columns]
            let labelHeight = labelHeights[index / columns]
            let cellHeight = labelHeight + buttonHeight + 16
            if surface != chrome.background {
                // On-color buttons are shown on their brand panel, as they are used.
                panel.svg.rect(
                    x: x - 8, y: y - 8, width: cellWidth + 16, height: cellHeight, radius: 12, fill: surface,
                    role: "surface")
            }
            let text = surface != chrome.background ? chrome.background : chrome.text
            let muted = surface != chrome.background ? chrome.background : chrome.mutedText
            for (line, words) in names[index].enumerated() {
                panel.svg.text(
                    words, x: x, y: y + 8 + Double(line) * lineHeight, size: DeviceText.labelSize, weight: 600,
                    color: text, role: "label-names")
            }
            panel.svg.text(
                rawLine(cell), x: x, y: y + 8 + Double(names[index].count) * lineHeight, size: DeviceText.labelSize,
                weight: 400, color: muted, role: "label-raw")
            device.draw(
                x: x, y: y + labelHeight, width: widths[index], focusRing: theme.focusRing(variant: button.variant),
                into: &panel.svg)
        }
        return panel
    }

    /// `0x00000005 ↩↪`: the raw value, then the marks.
    static func rawLine(_ cell: GalleryView.GalleryCell) -> String {
        ControlStateHex.full(cell.button.state) + (cell.mark.isEmpty ? "" : "  " + cell.mark)
    }
}
