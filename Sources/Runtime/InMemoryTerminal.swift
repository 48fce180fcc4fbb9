import Canvas

/// The in-memory twin of the ncurses backend: a ``TerminalBackend`` that keeps the screen
/// as a ``Frame``, takes input queued by a test, and counts the work, so the program loop
/// runs keys, timers, resizes and signals without a terminal. It is handed exactly the
/// cell changes the ncurses backend would be.
@MainActor
public final class InMemoryTerminal: TerminalBackend {
    /// What is on screen now.
    public private(set) var screen: Frame
    /// The colours it claims to show.
    public let colorMode: ColorMode
    /// Cells written by all updates so far (a wide character counts once).
    public private(set) var cellsWritten = 0
    /// Cells written by the most recent update.
    public private(set) var cellsWrittenLastDraw = 0
    /// How many updates were applied.
    public private(set) var drawCount = 0
    /// How many updates repainted everything (the first one, and after a resize, Ctrl-L
    /// or a stop).
    public private(set) var fullRepaints = 0
    /// How many updates changed only spinner glyphs.
    public private(set) var spinnerOnlyDraws = 0
    /// How many times the terminal was given back for a suspension.
    public private(set) var suspensions = 0
    /// How many times it was taken back after one.
    public private(set) var resumptions = 0
    /// Whether the terminal is given back for a suspension now.
    public private(set) var isSuspended = false
    /// Whether ``restore()`` has been called.
    public private(set) var isRestored = false
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

    /// Writes the changed cells onto ``screen`` (after clearing it for a full repaint),
    /// counting them; does nothing while suspended or after ``restore()``.
    /// - Parameter update: The cells that changed.
    /// - Returns: Always `true`: this terminal shows every colour.
    public func apply(_ update: FrameUpdate) -> Bool {
        guard !isRestored, !isSuspended else { return true }
        if update.isFullRepaint {
            screen = Frame(width: update.columns, height: update.rows)
            fullRepaints += 1
        }
        var written = 0
        update.forEachChange { change in
            screen[change.column, change.row] = change.cell
            if change.cell.width == 2, change.column + 1 < screen.width {
                screen[change.column + 1, change.row] = .continuation(change.cell.style)
            }
            written += 1
        }
        if update.isSpinnerOnly { spinnerOnlyDraws += 1 }
        cellsWritten += written
        cellsWrittenLastDraw = written
        drawCount += 1
        return true
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

    /// Simulates the terminal changing size; the program takes it on SIGWINCH.
    /// - Parameters:
    ///   - columns: the new width.
    ///   - rows: the new height.
    public func setSize(columns: Int, rows: Int) {
        pendingSize = (columns, rows)
    }

    /// Takes the size given to ``setSize(columns:rows:)``.
    @discardableResult
    public func resize() -> (columns: Int, rows: Int) {
        if pendingSize != size { screen = Frame(width: pendingSize.columns, height: pendingSize.rows) }
        return size
    }

    /// Gives the terminal back; updates do nothing until ``resume()``.
    public func suspend() {
        guard !isSuspended else { return }
        isSuspended = true
        suspensions += 1
    }

    /// Takes the terminal back.
    public func resume() {
        guard isSuspended else { return }
        isSuspended = false
        resumptions += 1
    }

    /// Gives the terminal back for good; updates and reads then do nothing.
    public func restore() {
        isRestored = true
    }
}
