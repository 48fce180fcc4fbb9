import Canvas

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
    /// Whether only spinner glyphs changed, each narrow and replacing a narrow glyph: a
    /// terminal may then take a cheaper path (ncurses' spinner path).
    public var isSpinnerOnly: Bool
    /// The changes, when they were listed.
    private var listed: [FrameChange]
    /// The frame, when every cell of it is a change: read in place, not listed, since a
    /// first frame's list would be the largest block the program allocates.
    private var repainted: Frame?

    /// An update of the cells `changes` lists.
    public init(columns: Int, rows: Int, isFullRepaint: Bool, changes: [FrameChange], isSpinnerOnly: Bool) {
        self.columns = columns
        self.rows = rows
        self.isFullRepaint = isFullRepaint
        self.isSpinnerOnly = isSpinnerOnly
        listed = changes
    }

    /// A full repaint of `frame`: every cell is a change.
    public init(repainting frame: Frame) {
        columns = frame.width
        rows = frame.height
        isFullRepaint = true
        isSpinnerOnly = false
        listed = []
        repainted = frame
    }

    /// The cells that differ, row by row; a wide character is one change at its first cell.
    /// For a repainted frame this lists them: drawing goes through ``forEachChange(_:)``.
    public var changes: [FrameChange] {
        repainted.map { FrameDiff.changes(from: nil, to: $0) } ?? listed
    }

    /// Calls `body` with each of ``changes``, in order, without listing a repainted frame's.
    public func forEachChange(_ body: (FrameChange) -> Void) {
        guard let repainted else { return listed.forEach(body) }
        FrameDiff.forEachChange(from: nil, to: repainted, body)
    }
}
