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
        let sameSize = previous.map { $0.width == next.width && $0.height == next.height } ?? false
        // Every cell changes: one buffer of that size, not a doubling series of copies (a
        // first frame's changes are the largest block the program allocates).
        if !sameSize { changes.reserveCapacity(next.width * next.height) }
        for row in 0..<next.height {
            var column = 0
            while column < next.width {
                let cell = next[column, row]
                let changed = !sameSize || previous.map { $0[column, row] != cell } ?? true
                if changed {
                    if cell.isContinuation {
                        if column > 0, changes.last.map({ $0.row != row || $0.column != column - 1 }) ?? true {
                            changes.append(FrameChange(column: column - 1, row: row, cell: next[column - 1, row]))
                        }
                    } else {
                        changes.append(FrameChange(column: column, row: row, cell: cell))
                    }
                }
                column += 1
            }
        }
        return changes
    }
}
