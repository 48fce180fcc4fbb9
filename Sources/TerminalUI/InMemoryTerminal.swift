import Rendering

/// The in-memory twin of ``CursesTerminal``: a ``TerminalBackend`` that keeps the screen
/// as a ``Frame``, takes input queued by a test, and counts the work, so a runtime runs
/// keys, timers, resizes and signals without a terminal. It compares cells exactly as
/// ``CursesTerminal`` does, so the counts are what ncurses would be handed.
@MainActor
public final class InMemoryTerminal: TerminalBackend {
    /// What is on screen now.
    public private(set) var screen: Frame
    /// The colours it claims to show.
    public let colorMode: ColorMode
    /// Cells written by all draws so far (a wide character counts once).
    public private(set) var cellsWritten = 0
    /// Cells written by the most recent draw.
    public private(set) var cellsWrittenLastDraw = 0
    /// Cells compared by the most recent draw: the whole screen, or the spinner areas.
    public private(set) var cellsComparedLastDraw = 0
    /// How many times ``draw(_:spinnerAreas:)`` ran.
    public private(set) var drawCount = 0
    /// How many draws repainted everything (the first one, and after invalidate or resize).
    public private(set) var fullRepaints = 0
    /// How many times the terminal was given back for a suspension.
    public private(set) var suspensions = 0
    /// How many times it was taken back after one.
    public private(set) var resumptions = 0
    /// Whether the terminal is given back for a suspension now.
    public private(set) var isSuspended = false
    /// Whether ``restore()`` has been called.
    public private(set) var isRestored = false
    private var lastFrame: Frame?
    private var pendingInput: [TerminalInput] = []
    private var pendingSize: (columns: Int, rows: Int)

    /// - Parameters:
    ///   - columns: the screen's width.
    ///   - rows: the screen's height.
    ///   - colorMode: the colours it claims to show.
    public init(columns: Int, rows: Int, colorMode: ColorMode = .xterm256) {
        screen = Frame(width: columns, height: rows)
        pendingSize = (columns, rows)
        self.colorMode = colorMode
    }

    /// The size of ``screen``.
    public var size: (columns: Int, rows: Int) { (screen.width, screen.height) }

    /// Shows `frame` on ``screen``, counting the cells compared and written as ncurses would be
    /// handed them; does nothing while suspended or after ``restore()``.
    /// - Parameters:
    ///   - frame: The whole screen.
    ///   - spinnerAreas: `nil` to compare the whole frame; otherwise only the cells inside these.
    public func draw(_ frame: Frame, spinnerAreas: [Rect]?) {
        guard !isRestored, !isSuspended else { return }
        var changes: [CellChange]
        if let last = lastFrame, last.width == frame.width, last.height == frame.height {
            if let spinnerAreas {
                changes = FrameChanges.inside(spinnerAreas, from: last, to: frame)
                cellsComparedLastDraw = spinnerAreas.reduce(0) { $0 + max(0, $1.width) * max(0, $1.height) }
                // As the real terminal: the last frame is patched, so it keeps its own cells.
                for change in changes { lastFrame?[change.column, change.row] = change.cell }
                apply(changes, from: frame)
                return
            } else {
                changes = FrameDiff.changes(from: last, to: frame).map(CellChange.init)
                cellsComparedLastDraw = frame.width * frame.height
            }
        } else {
            screen = Frame(width: frame.width, height: frame.height)
            changes = FrameDiff.changes(from: nil, to: frame).map(CellChange.init)
            cellsComparedLastDraw = frame.width * frame.height
            fullRepaints += 1
        }
        lastFrame = frame
        apply(changes, from: frame)
    }

    private func apply(_ changes: [CellChange], from frame: Frame) {
        for change in changes {
            screen[change.column, change.row] = change.cell
            if change.cell.width == 2, change.column + 1 < screen.width {
                screen[change.column + 1, change.row] = frame[change.column + 1, change.row]
                lastFrame?[change.column + 1, change.row] = frame[change.column + 1, change.row]
            }
        }
        cellsWritten += changes.count
        cellsWrittenLastDraw = changes.count
        drawCount += 1
    }

    /// Queues input for the next ``readInput()``, as if the terminal had sent it.
    public func send(_ input: TerminalInput...) {
        pendingInput += input
    }

    /// The input queued by ``send(_:)`` since the last call; nothing after ``restore()``.
    public func readInput() -> [TerminalInput] {
        defer { pendingInput.removeAll() }
        return isRestored ? [] : pendingInput
    }

    /// Simulates the terminal changing size; the runtime takes it on SIGWINCH.
    /// - Parameters:
    ///   - columns: the new width.
    ///   - rows: the new height.
    public func setSize(columns: Int, rows: Int) {
        pendingSize = (columns, rows)
    }

    /// Takes the size given to ``setSize(columns:rows:)``: a blank screen, repainted in full next.
    @discardableResult
    public func resize() -> (columns: Int, rows: Int) {
        screen = Frame(width: pendingSize.columns, height: pendingSize.rows)
        invalidate()
        return size
    }

    /// Forgets the last frame, so the next draw compares and writes every cell.
    public func invalidate() {
        lastFrame = nil
    }

    /// Gives the terminal back; draws do nothing until ``resume()``.
    public func suspend() {
        guard !isSuspended else { return }
        isSuspended = true
        suspensions += 1
    }

    /// Takes the terminal back; the next draw repaints in full.
    public func resume() {
        guard isSuspended else { return }
        isSuspended = false
        resumptions += 1
        invalidate()
    }

    /// Gives the terminal back for good; draws and reads then do nothing.
    public func restore() {
        isRestored = true
    }
}
