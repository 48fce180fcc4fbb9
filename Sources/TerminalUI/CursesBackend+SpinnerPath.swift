import CNcurses
import Canvas
import Runtime

extension CursesBackend {
    /// The spinner-only path (docs/benchmark.md), for a tick that changes only narrow
    /// glyphs: `doupdate` would end by putting the pen back to normal, so every tick
    /// would set the spinner's colours again (about 48 bytes). Here ncurses still moves
    /// the cursor (`mvcur`) and sets the pen (`vid_attr`), and so keeps knowing both, but
    /// the pen stays set between ticks; only the glyph's own bytes are written by this
    /// code. A tick then costs the glyph and one cursor step back onto it (4 bytes); with
    /// one glyph that step is the terminal's `cub1`, written here, so a tick asks `mvcur`
    /// nothing (it returns at once when the cursor is already in place).
    ///
    /// ncurses' picture of the screen is kept exact too: each cell goes into `stdscr`,
    /// `newscr` and `curscr`, which is what ncurses believes the terminal shows, so the
    /// next `doupdate` finds them drawn already.
    ///
    /// Returns false, having done nothing, when a cell does not qualify (marks, last
    /// column; the pipeline vouches that each is narrow over narrow) or where the cursor
    /// is is not known; the caller then draws through `doupdate`.
    /// - Parameter changes: the changed cells.
    func drawSpinnerCells(_ changes: [FrameChange]) -> Bool {
        guard var cursor = knownCursor, let first = changes.first else { return false }
        let columns = size.columns
        // Each cell's text and pen, worked out once for the three pictures and the terminal.
        var cells: [(change: FrameChange, text: CellText, glyph: Unicode.Scalar, pen: CursesPen)] = []
        cells.reserveCapacity(changes.count)
        for change in changes {
            let text = CellText(change.cell, asciiOnly: asciiOnly)
            guard change.cell.width == 1, change.column + 1 < columns, let glyph = text.single, text.width == 1
            else { return false }
            cells.append((change, text, glyph, pens.pen(for: change.cell.style)))
        }
        // Each cell into all three of ncurses' pictures: `stdscr`, `newscr` (what the next
        // update should show; written directly, since `wnoutrefresh` would walk every row)
        // and `curscr`.
        for index in cells.indices {
            let (change, pen) = (cells[index].change, cells[index].pen)
            _ = bs_put_cell_everywhere(
                Int32(change.row), Int32(change.column), &cells[index].text.characters.0, pen.attributes, pen.pair)
        }
        let output = bs_stdout()
        for cell in cells {
            let change = cell.change
            _ = mvcur(Int32(cursor.row), Int32(cursor.column), Int32(change.row), Int32(change.column))
            _ = bs_vid_attr(cell.pen.attributes, cell.pen.pair)
            var bytes = cell.glyph.utf8.makeIterator()
            while let byte = bytes.next() { fputc(Int32(byte), output) }
            cursor = (change.row, change.column + 1)
        }
        // Back onto the first glyph, where the next tick writes. With one glyph that is one
        // step left, and ncurses already believes the cursor is there: it placed it before
        // the glyph and did not see the glyph's bytes. Otherwise `mvcur` moves and records.
        if changes.count == 1, let cursorLeft {
            for byte in cursorLeft { fputc(Int32(byte), output) }
        } else {
            _ = mvcur(Int32(cursor.row), Int32(cursor.column), Int32(first.row), Int32(first.column))
        }
        wmove(bs_curscr(), Int32(first.row), Int32(first.column))
        OutputWatchdog.writing { _ = fflush(output) }
        knownCursor = (first.row, first.column)
        return true
    }
}
