/// The cells that differ between two frames of the same size, row by row, so the terminal
/// writes only what changed (one refresh per frame).
public struct FrameChange: Hashable, Sendable {
    /// The changed cell's column.
    public var column: Int
    /// The changed cell's row.
    public var row: Int
    /// The cell to write there.
    public var cell: Cell

    /// A changed cell.
    public init(column: Int, row: Int, cell: Cell) {
        self.column = column
        self.row = row
        self.cell = cell
    }
}

/// Compares two frames cell by cell, so a draw hands the terminal only what changed.
public enum FrameDiff {
    /// Changed cells of `next` against `previous`; every cell when the sizes differ or there
    /// is no previous frame. A changed continuation cell reports its wide owner instead.
    public static func changes(from previous: Frame?, to next: Frame) -> [FrameChange] {
        var changes: [FrameChange] = []
        // Every cell changes: one buffer of that size, not a doubling series of copies.
        if previous.map({ $0.width != next.width || $0.height != next.height }) ?? true {
            changes.reserveCapacity(next.width * next.height)
        }
        forEachChange(from: previous, to: next) { changes.append($0) }
        return changes
    }

    /// Calls `body` with each change ``changes(from:to:)`` lists, in order, without
    /// listing them: a full repaint reads the frame's cells in place.
    public static func forEachChange(from previous: Frame?, to next: Frame, _ body: (FrameChange) -> Void) {
        let sameSize = previous.map { $0.width == next.width && $0.height == next.height } ?? false
        for row in 0..<next.height {
            // The last change reported on this row, so a wide owner is reported once.
            var lastColumn = -1
            var column = 0
            while column < next.width {
                let cell = next[column, row]
                let changed = !sameSize || previous.map { $0[column, row] != cell } ?? true
                if changed {
                    if cell.isContinuation {
                        if column > 0, lastColumn != column - 1 {
                            body(FrameChange(column: column - 1, row: row, cell: next[column - 1, row]))
                            lastColumn = column - 1
                        }
                    } else {
                        body(FrameChange(column: column, row: row, cell: cell))
                        lastColumn = column
                    }
                }
                column += 1
            }
        }
    }
}
