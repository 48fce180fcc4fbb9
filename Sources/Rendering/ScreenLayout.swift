import ButtonKit
import Canvas
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

    /// One button's place: its label row, its slot (the widest it can be) and its box.
    public struct Slot: Hashable, Sendable {
        /// The button's id.
        public var id: ButtonID
        /// The row its id is written on.
        public var labelRow: Int
        /// The button as drawn now (a `fit` button is narrower than its slot).
        public var box: Rect
        /// The brand-coloured surface behind a button the theme puts on the brand surface (includes the box).
        public var surface: Rect?
        /// The widest the box can be: a `fit` button's box is as wide as what it shows now.
        public var slotWidth: Int
    }

    /// The terminal's width in columns.
    public var width: Int
    /// The terminal's height in rows.
    public var height: Int
    /// Every button's place, row by row in board order, on screen coordinates; when the
    /// board scrolls, the buttons out of view are placed outside ``board`` and not drawn.
    public var slots: [Slot]
    /// The rows where buttons are drawn (below the header, above the inspector); when the
    /// board scrolls, the marker rows are the one just above and the one just below it.
    public var board: Rect
    /// Buttons above the view when a board taller than the screen scrolls (0 when not).
    public var hiddenAbove: Int
    /// Buttons below the view when a board taller than the screen scrolls (0 when not).
    public var hiddenBelow: Int
    /// Whether the board scrolls: its first and last rows then hold the "more" markers.
    public var scrolls: Bool
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

    /// The slots drawn now: those inside ``board``.
    public var visibleSlots: [Slot] { slots.filter(isVisible) }

    /// Whether a slot lies inside ``board``.
    public func isVisible(_ slot: Slot) -> Bool {
        slot.labelRow >= board.y && (slot.surface ?? slot.box).maxY <= board.maxY
    }

    /// The rows the environment panel takes while it is open, else 0.
    public static func panelRows(_ model: ScreenModel) -> Int {
        model.overlay == .environment ? EnvironmentPanel.height(model) : 0
    }

    /// The layout of `model` at a terminal size. The buttons go below the header; the
    /// inspector gets at least its lines and one row of events; a board taller than what
    /// is left scrolls so the target's row is near the middle of the view, with a marker
    /// row on each side where buttons are out of view saying how many.
    /// - Parameters:
    ///   - model: What is shown.
    ///   - width: Columns.
    ///   - height: Rows.
    public static func compute(_ model: ScreenModel, width: Int, height: Int) -> ScreenLayout {
        let simulator = model.simulator
        let localization = simulator.localization
        // The board laid out from row 0; moved into place below.
        var slots: [Slot] = []
        var rowSpans: [Range<Int>] = []
        var y = 0
        let widest = max(1, width - left - 1)
        for row in rows(model, width: width) {
            var x = left
            var rowHeight = 0
            for button in row {
                let size = ButtonView.size(of: button, theme: model.theme, localization: localization)
                let onColor = model.theme.isOnBrandSurface(variant: button.variant)
                let extra = onColor ? 2 : 0
                let slotWidth = min(size.width + extra, widest)
                let drawn = ButtonView.drawnWidth(of: button, theme: model.theme, slotWidth: slotWidth - extra)
                let box = Rect(x: x + (onColor ? 1 : 0), y: y + 1, width: drawn, height: size.height)
                let surface = onColor ? Rect(x: x, y: y, width: slotWidth, height: size.height + 1) : nil
                slots.append(Slot(id: button.id, labelRow: y, box: box, surface: surface, slotWidth: slotWidth - extra))
                rowHeight = max(rowHeight, size.height)
                x += slotWidth + gap
            }
            rowSpans.append(y..<(y + rowHeight + 1))
            y += rowHeight + 2
        }
        // The board's rows without the blank after its last row.
        let contentHeight = max(0, y - 1)
        let legendRow = height - 1
        let top = 1
        let longStatus = hasLongStatus(model, width: width)
        // Rows for the board and the inspector with a one-row status line.
        let available = height - 2 - top
        // The environment panel covers the inspector: the board keeps clear of it (up to
        // half the rows, and never so far that its tallest row no longer fits), so the
        // target and the scroll markers stay in view.
        let tallest = (rowSpans.map(\.count).max() ?? 0) + 2
        let inspectorMinimum = max(
            InspectorView.fixedRows(model) + 1, min(panelRows(model), available / 2, available - tallest))
        var boardRows: Int
        var scrolls = false
        if contentHeight + 1 + inspectorMinimum <= available {
            boardRows = contentHeight + 1
        } else if contentHeight + inspectorMinimum <= available {
            boardRows = contentHeight
        } else {
            scrolls = true
            boardRows = max(0, available - inspectorMinimum)
        }
        let inspectorRows = available - boardRows
        // A long message (read once, gone at the next key) may take the event log's row.
        let statusRows = longStatus && inspectorRows >= inspectorMinimum ? 2 : 1
        let statusRow = height - 1 - statusRows
        let board = Rect(x: 0, y: top, width: width, height: boardRows)
        let inspectorTop = top + boardRows
        let inspector = Rect(x: 1, y: inspectorTop, width: width - 2, height: statusRow - inspectorTop)

        var offset = 0
        var view = board
        var hiddenAbove = 0
        var hiddenBelow = 0
        if scrolls {
            let targetRow =
                slots.indices.contains(simulator.targetIndex)
                ? rowSpans.firstIndex { $0.contains(slots[simulator.targetIndex].labelRow) } : nil
            let scroll = scrolled(
                slots, rowSpans: rowSpans, targetRow: targetRow, contentHeight: contentHeight, rows: boardRows)
            offset = scroll.offset
            view = Rect(x: 0, y: top + (scroll.hiddenAbove > 0 ? 1 : 0), width: width, height: scroll.height)
            hiddenAbove = scroll.hiddenAbove
            hiddenBelow = scroll.hiddenBelow
        }
        let shift = view.y - offset
        slots = slots.map { slot in
            var moved = slot
            moved.labelRow += shift
            moved.box.y += shift
            moved.surface?.y += shift
            return moved
        }
        // The tallest row and its label, with the two marker rows, is the least a
        // scrolling board needs; a board that fits needs its whole height.
        let tallestRow = rowSpans.map(\.count).max() ?? 0
        let boardMinimum =
            contentHeight + inspectorMinimum <= available ? contentHeight : min(contentHeight, tallestRow + 2)
        let rowsNeeded = top + boardMinimum + inspectorMinimum + 2
        let neededRows =
            width < minimumColumns
            ? compute(model, width: minimumColumns, height: height).neededRows
            : max(minimumRows, rowsNeeded)
        let fits = width >= minimumColumns && height >= neededRows && (!scrolls || view.height >= tallestRow)
        return ScreenLayout(
            width: width, height: height, slots: slots, board: scrolls ? view : board, hiddenAbove: hiddenAbove,
            hiddenBelow: hiddenBelow, scrolls: scrolls, inspector: inspector, statusRow: statusRow,
            statusRows: statusRows, legendRow: legendRow, fits: fits, neededRows: neededRows)
    }

    /// Whether the status line's message is wider than the screen (it may then take a
    /// second row).
    public static func hasLongStatus(_ model: ScreenModel, width: Int) -> Bool {
        let text = StatusLine.line(model).text
        // No character is wider than two cells or shorter than one UTF-8 byte, so a line of
        // at most half the width in bytes fits without measuring (the loop asks this on
        // every key that changes the message).
        return text.utf8.count * 2 > width && TextWidth.of(text) > width
    }

    /// Where a board taller than its `rows` scrolls to: the target's row near the middle of
    /// the view, a marker row taken above the view when buttons are hidden above and one
    /// below when buttons are hidden below (the largest view whose markers match).
    /// - Returns: The first board row shown, the view's height and the buttons out of view.
    static func scrolled(
        _ slots: [Slot], rowSpans: [Range<Int>], targetRow: Int?, contentHeight: Int, rows: Int
    ) -> (offset: Int, height: Int, hiddenAbove: Int, hiddenBelow: Int) {
        var last = (offset: 0, height: max(0, rows - 2), hiddenAbove: 0, hiddenBelow: 0)
        for (above, below) in [(false, true), (true, false), (true, true)] {
            let height = max(0, rows - (above ? 1 : 0) - (below ? 1 : 0))
            var start =
                targetRow.map { rowSpans[firstShownRow(around: $0, spans: rowSpans, height: height)].lowerBound } ?? 0
            start = min(max(0, start), max(0, contentHeight - height))
            let upper = slots.filter { $0.labelRow < start }.count
            let lower = slots.filter { $0.labelRow >= start && ($0.surface ?? $0.box).maxY > start + height }.count
            last = (start, height, upper, lower)
            if (upper == 0 || above) && (lower == 0 || below) { break }
        }
        return last
    }

    /// The first of the whole rows shown around row `index`: rows are added below and
    /// above in turn while they fit in `height`, so the target's row sits near the middle.
    static func firstShownRow(around index: Int, spans: [Range<Int>], height: Int) -> Int {
        var first = index
        var last = index
        var used = spans[index].count
        var grew = true
        while grew {
            grew = false
            if last + 1 < spans.count, used + 1 + spans[last + 1].count <= height {
                last += 1
                used += 1 + spans[last].count
                grew = true
            }
            if first > 0, used + 1 + spans[first - 1].count <= height {
                first -= 1
                used += 1 + spans[first].count
                grew = true
            }
        }
        return first
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
                let slotWidth = size.width + (model.theme.isOnBrandSurface(variant: button.variant) ? 2 : 0)
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
        slots.first { isVisible($0) && $0.box.contains(column: column, row: row) }?.id
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
