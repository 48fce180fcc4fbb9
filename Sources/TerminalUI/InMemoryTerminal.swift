import Rendering

/// A ``TerminalBackend`` that draws into a ``Frame`` in memory and counts the work, for
/// tests and the benchmark: how many cells each draw wrote and how many refreshes ran.
/// It diffs exactly as ``CursesTerminal`` does, so the counts are what curses would be
/// asked to write.
@MainActor
public final class InMemoryTerminal: TerminalBackend {
    /// What is on screen now.
    public private(set) var screen: Frame
    /// Cells written by all draws so far (a wide character counts once).
    public private(set) var cellsWritten = 0
    /// Cells written by the most recent draw.
    public private(set) var cellsWrittenLastDraw = 0
    /// How many times ``draw(_:)`` ran, which is also how many refreshes happened.
    public private(set) var drawCount = 0
    /// Whether ``restore()`` has been called.
    public private(set) var isRestored = false
    private var lastFrame: Frame?

    public init(columns: Int, rows: Int) {
        screen = Frame(width: columns, height: rows)
    }

    public var size: (columns: Int, rows: Int) { (screen.width, screen.height) }

    public func draw(_ frame: Frame) {
        if frame.width != screen.width || frame.height != screen.height {
            screen = Frame(width: frame.width, height: frame.height)
        }
        let changes = FrameDiff.changes(from: lastFrame, to: frame)
        for change in changes {
            screen[change.column, change.row] = change.cell
            if change.cell.width == 2, change.column + 1 < screen.width {
                screen[change.column + 1, change.row] = frame[change.column + 1, change.row]
            }
        }
        cellsWritten += changes.count
        cellsWrittenLastDraw = changes.count
        drawCount += 1
        lastFrame = frame
    }

    public func invalidate() {
        lastFrame = nil
    }

    /// Simulates the terminal changing size: the screen is blanked and the next draw
    /// repaints everything. Returns the new size, as ``CursesTerminal/resize()`` does.
    @discardableResult
    public func resize(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        screen = Frame(width: columns, height: rows)
        invalidate()
        return size
    }

    public func restore() {
        isRestored = true
    }
}
