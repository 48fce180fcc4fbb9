import CNcurses
import Rendering

extension CursesTerminal {
    /// Hands the cells that changed since the last frame to ncurses (`setcchar` and
    /// `mvwadd_wch` on `stdscr`, colour pairs from ``CursesPens``), then one `doupdate`,
    /// which sends the terminal only what differs from what it shows.
    ///
    /// After ``invalidate()`` the screen is cleared and every cell handed over; with
    /// `spinnerAreas` only the cells inside them are compared, and a change there that is
    /// only narrow glyphs goes the spinner path (``drawSpinnerCells(_:over:)``).
    /// - Parameters:
    ///   - frame: the whole screen.
    ///   - spinnerAreas: where the spinners are, when nothing else changed.
    public func draw(_ frame: Frame, spinnerAreas: [Rect]?) {
        guard !isRestored, !isSuspended else { return }
        var isFullRepaint = false
        if let last = lastFrame, !needsFullRepaint, last.width == frame.width, last.height == frame.height {
            if let spinnerAreas {
                let changes = FrameChanges.inside(spinnerAreas, from: last, to: frame)
                guard !changes.isEmpty else { return }
                if drawSpinnerCells(changes, over: last) {
                    // Patched, not replaced: this copy stays the only reference to its
                    // cells, so the next tick changes it in place, whatever the screen size.
                    for change in changes { lastFrame?[change.column, change.row] = change.cell }
                    return
                }
                lastFrame = frame
                put(changes)
            } else {
                put(FrameDiff.changes(from: last, to: frame).map(CellChange.init))
                lastFrame = frame
            }
        } else {
            isFullRepaint = true
            let window = bs_stdscr()
            // The terminal shows something ncurses does not know about: clear it first.
            if needsFullRepaint { clearok(bs_curscr(), true) }
            werase(window)
            put(FrameDiff.changes(from: nil, to: frame).map(CellChange.init))
            needsFullRepaint = false
            lastFrame = frame
        }
        let pensStartedOver = pens.startedOver
        pens.startedOver = false
        if pensStartedOver && !isFullRepaint {
            // Cells drawn before the pairs started over may show other colours now: one
            // full repaint (not more: a frame with more colour pairs than the terminal has
            // cannot be shown right however often it is drawn).
            lastFrame = nil
            needsFullRepaint = true
            draw(frame, spinnerAreas: nil)
            return
        }
        update()
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

    /// Hands cells to `stdscr`. Continuation cells are never written: ncurses fills a
    /// wide character's second cell itself.
    func put(_ changes: [CellChange]) {
        let window = bs_stdscr()
        for change in changes where !change.cell.isContinuation {
            put(change, into: window)
        }
    }

    /// Writes one cell into `window`. A character the terminal would draw at another
    /// width than the frame expects, or a control character (never sent raw), becomes
    /// `?`, padded with a space in a wide cell, so the layout holds.
    func put(_ change: CellChange, into window: UnsafeMutablePointer<WINDOW>?) {
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
