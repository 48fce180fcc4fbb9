import CNcurses
import Canvas
import Runtime

extension CursesBackend {
    /// Hands the changed cells to ncurses (`setcchar` and `mvwadd_wch` on `stdscr`,
    /// colour pairs from ``CursesPens``), then one `doupdate`, which sends the terminal
    /// only what differs from what it shows.
    ///
    /// A full repaint clears the screen first (the terminal may show something ncurses
    /// does not know about); an update of spinner glyphs only goes the spinner path
    /// (``drawSpinnerCells(_:)``) when it can.
    /// - Parameter update: The cells that changed.
    /// - Returns: `false` when colour pairs started over while cells were handed over:
    ///   cells drawn before may show other colours now, so every cell is needed again.
    public func apply(_ update: FrameUpdate) -> Bool {
        guard !isRestored, !isSuspended else { return true }
        if update.isFullRepaint {
            clearok(bs_curscr(), true)
            werase(bs_stdscr())
        } else if update.isSpinnerOnly, drawSpinnerCells(update.changes) {
            return true
        }
        put(update)
        let pensStartedOver = pens.startedOver
        pens.startedOver = false
        // Once only: a frame with more colour pairs than the terminal has cannot be shown
        // right however often it is drawn.
        if pensStartedOver && !update.isFullRepaint { return false }
        self.update()
        return true
    }

    /// One `doupdate` for everything handed over; afterwards the cursor is where
    /// `stdscr`'s is (leaveok is off), and the pen is normal.
    func update() {
        wnoutrefresh(bs_stdscr())
        OutputWatchdog.writing { _ = doupdate() }
        var row: Int32 = 0, column: Int32 = 0
        bs_getyx(bs_curscr(), &row, &column)
        knownCursor = (Int(row), Int(column))
    }

    /// Hands an update's cells to `stdscr` (a full repaint's read in place from its
    /// frame). Continuation cells are never written: ncurses fills a wide character's
    /// second cell itself.
    func put(_ update: FrameUpdate) {
        let window = bs_stdscr()
        update.forEachChange { change in
            if !change.cell.isContinuation { put(change, into: window) }
        }
    }

    /// Writes one cell into `window`. A character the terminal would draw at another
    /// width than the frame expects, or a control character (never sent raw), becomes
    /// `?`, padded with a space in a wide cell, so the layout holds.
    func put(_ change: FrameChange, into window: UnsafeMutablePointer<WINDOW>?) {
        let pen = pens.pen(for: change.cell.style)
        var text = CellText(change.cell, asciiOnly: asciiOnly)
        let row = Int32(change.row), column = Int32(change.column)
        if text.width == change.cell.width || (text.width == 1 && change.cell.width == 2) {
            _ = bs_put_cell(window, row, column, &text.characters.0, pen.attributes, pen.pair)
            if text.width == 1 && change.cell.width == 2 { putBlank(window, row, column + 1, pen) }
        } else {
            var mark = CellText.replacement
            _ = bs_put_cell(window, row, column, &mark.characters.0, pen.attributes, pen.pair)
            if change.cell.width == 2 { putBlank(window, row, column + 1, pen) }
        }
    }

    private func putBlank(_ window: UnsafeMutablePointer<WINDOW>?, _ row: Int32, _ column: Int32, _ pen: CursesPen) {
        var blank = CellText.blank
        _ = bs_put_cell(window, row, column, &blank.characters.0, pen.attributes, pen.pair)
    }
}
