import ButtonKit
import Theming

/// Where everything sits on the main screen for a terminal size: buttons in the button
/// file's rows (or as many per row as fit), then the inspector, the status line and the
/// key legend. The renderer and mouse hit-testing share it, so a click lands where the
/// button is drawn.
public struct ScreenLayout: Hashable, Sendable {
    /// Below this the "terminal too small" screen shows instead.
    public static let minimumColumns = 80
    /// Below this the "terminal too small" screen shows instead.
    public static let minimumRows = 24
    /// The inspector needs at least this many rows.
    static let minimumInspectorRows = 5

    /// One button's place: its label row, its slot (the widest it can be) and its box.
    public struct Slot: Hashable, Sendable {
        /// The button's id.
        public var id: ButtonID
        /// The row its id is written on.
        public var labelRow: Int
        /// The button as drawn now (a `fit` button is narrower than its slot).
        public var box: Rect
        /// The brand-coloured surface behind an on-color button (includes the box).
        public var surface: Rect?
    }

    /// The terminal's width in columns.
    public var width: Int
    /// The terminal's height in rows.
    public var height: Int
    /// Every button's place, row by row in board order.
    public var slots: [Slot]
    /// The inspector's area, between the buttons and the status line.
    public var inspector: Rect
    /// The first status row; a long message takes a second row from the inspector.
    public var statusRow: Int
    /// One or two.
    public var statusRows: Int
    /// The key legend's row: the screen's last.
    public var legendRow: Int
    /// Whether everything fits; when not, the too-small screen shows.
    public var fits: Bool
    /// The rows the board needs with the current theme (and ``minimumColumns`` columns;
    /// wider buttons are cut with "…"): the too-small screen asks for this.
    public var neededRows: Int

    static let left = 3
    static let gap = 3

    /// The layout of `model` at a terminal size.
    /// - Parameters:
    ///   - model: What is shown.
    ///   - width: Columns.
    ///   - height: Rows.
    public static func compute(_ model: ScreenModel, width: Int, height: Int) -> ScreenLayout {
        let simulator = model.simulator
        let localization = simulator.localization
        var slots: [Slot] = []
        var y = 1
        let widest = max(1, width - left - 1)
        for row in rows(model, width: width) {
            var x = left
            var rowHeight = 0
            for button in row {
                let size = ButtonView.size(of: button, theme: model.theme, localization: localization)
                let onColor = Theme.isOnColor(variant: button.variant)
                let extra = onColor ? 2 : 0
                let slotWidth = min(size.width + extra, widest)
                let drawn = ButtonView.drawnWidth(of: button, theme: model.theme, slotWidth: slotWidth - extra)
                let box = Rect(x: x + (onColor ? 1 : 0), y: y + 1, width: drawn, height: size.height)
                let surface = onColor ? Rect(x: x, y: y, width: slotWidth, height: size.height + 1) : nil
                slots.append(Slot(id: button.id, labelRow: y, box: box, surface: surface))
                rowHeight = max(rowHeight, size.height)
                x += slotWidth + gap
            }
            y += rowHeight + 2
        }
        let buttonsEnd = y - 1
        let legendRow = height - 1
        let inspectorTop = buttonsEnd + 1
        let longStatus = TextWidth.of(StatusLine.line(model).text) > width
        let statusRows = longStatus && (height - 3) - inspectorTop >= minimumInspectorRows ? 2 : 1
        let statusRow = height - 1 - statusRows
        let inspector = Rect(x: 1, y: inspectorTop, width: width - 2, height: statusRow - inspectorTop)
        // Asked for at the width it would be shown at, since a narrow screen wraps more rows.
        let neededRows =
            width < minimumColumns
            ? compute(model, width: minimumColumns, height: height).neededRows
            : max(minimumRows, inspectorTop + minimumInspectorRows + 2)
        let fits = width >= minimumColumns && height >= neededRows
        return ScreenLayout(
            width: width, height: height, slots: slots, inspector: inspector, statusRow: statusRow,
            statusRows: statusRows, legendRow: legendRow, fits: fits, neededRows: neededRows)
    }

    /// The buttons by row: the file's rows (or one row of every button), each wrapped where
    /// it does not fit the width.
    static func rows(_ model: ScreenModel, width: Int) -> [[Button]] {
        let simulator = model.simulator
        let fileRows = simulator.board.rows?.map { row in row.compactMap { simulator[$0] } } ?? [simulator.buttons]
        var rows: [[Button]] = []
        for fileRow in fileRows where !fileRow.isEmpty {
            var current: [Button] = []
            var x = left
            for button in fileRow {
                let size = ButtonView.size(of: button, theme: model.theme, localization: simulator.localization)
                let slotWidth = size.width + (Theme.isOnColor(variant: button.variant) ? 2 : 0)
                if !current.isEmpty && x + slotWidth > width - 1 {
                    rows.append(current)
                    current = []
                    x = left
                }
                current.append(button)
                x += slotWidth + gap
            }
            rows.append(current)
        }
        return rows
    }

    /// The button drawn at a cell, if any (the box only, not its label).
    public func button(atColumn column: Int, row: Int) -> ButtonID? {
        slots.first { $0.box.contains(column: column, row: row) }?.id
    }

    /// The tracking area of a button: its box grown by the touch slop, converted to cells
    /// by the one points-to-cells rule (70 pt: 9 columns, 4 rows). A held touch that moves
    /// out of it loses the highlight; a release inside it is touchUpInside.
    /// - Parameters:
    ///   - id: The button.
    ///   - slop: The margin in points.
    public func trackingArea(for id: ButtonID, slop: Double) -> Rect? {
        guard let box = slot(for: id)?.box else { return nil }
        let columns = CellMetrics.columns(forWidth: slop)
        let rows = CellMetrics.rows(forMargin: slop)
        return Rect(x: box.x - columns, y: box.y - rows, width: box.width + 2 * columns, height: box.height + 2 * rows)
    }

    /// The slot of a button.
    public func slot(for id: ButtonID) -> Slot? { slots.first { $0.id == id } }
}
