import Rendering

/// What a terminal must change to show the next frame: decided once by the
/// ``FramePipeline`` and handed to whichever ``TerminalBackend`` draws.
public struct FrameUpdate: Hashable, Sendable {
    /// The size of the frame, in cells.
    public var columns: Int
    /// The size of the frame, in rows.
    public var rows: Int
    /// Whether the terminal shows something else (first frame, resize, Ctrl-L, after a
    /// stop): clear it and take ``changes`` as every cell of the frame.
    public var isFullRepaint: Bool
    /// The cells that differ, row by row; a wide character is one change at its first cell.
    public var changes: [FrameChange]
    /// Whether only spinner glyphs changed, each narrow and replacing a narrow glyph: a
    /// terminal may then take a cheaper path (ncurses' spinner path).
    public var isSpinnerOnly: Bool

    /// An update.
    public init(columns: Int, rows: Int, isFullRepaint: Bool, changes: [FrameChange], isSpinnerOnly: Bool) {
        self.columns = columns
        self.rows = rows
        self.isFullRepaint = isFullRepaint
        self.changes = changes
        self.isSpinnerOnly = isSpinnerOnly
    }
}
