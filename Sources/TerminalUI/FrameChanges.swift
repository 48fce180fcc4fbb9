import Rendering

/// One cell to hand to the terminal.
struct CellChange {
    var column: Int
    var row: Int
    var cell: Cell

    init(column: Int, row: Int, cell: Cell) {
        self.column = column
        self.row = row
        self.cell = cell
    }

    init(_ change: FrameChange) {
        self.init(column: change.column, row: change.row, cell: change.cell)
    }
}

/// Changed cells inside given rectangles only, so comparing a spinner tick costs the
/// size of the spinners, not of the screen.
enum FrameChanges {
    /// The cells of `next` inside `areas` (clipped to the frame) that differ from
    /// `previous`, row by row. Both frames must have the same size. A changed continuation
    /// cell reports its wide owner instead, as ``FrameDiff`` does.
    /// - Parameters:
    ///   - areas: where cells may differ.
    ///   - previous: the frame on screen.
    ///   - next: the frame to show.
    static func inside(_ areas: [Rect], from previous: Frame, to next: Frame) -> [CellChange] {
        var changes: [CellChange] = []
        for area in areas {
            for row in max(0, area.y)..<min(next.height, area.maxY) where area.x < next.width {
                for column in max(0, area.x)..<min(next.width, area.maxX)
                where previous[column, row] != next[column, row] {
                    let cell = next[column, row]
                    if !cell.isContinuation {
                        changes.append(CellChange(column: column, row: row, cell: cell))
                    } else if column > 0, !changes.contains(where: { $0.row == row && $0.column == column - 1 }) {
                        changes.append(CellChange(column: column - 1, row: row, cell: next[column - 1, row]))
                    }
                }
            }
        }
        return changes
    }
}
