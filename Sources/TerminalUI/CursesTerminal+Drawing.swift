import CNcurses
import Rendering

extension CursesTerminal {
    /// Writes the cells that changed since the last frame, then refreshes once. After
    /// ``invalidate()`` or a size change every cell is written and the screen cleared
    /// first; otherwise nothing is erased, so an unchanged frame sends no bytes and a
    /// spinner sends only its own cell.
    public func draw(_ frame: Frame) {
        guard !isRestored else { return }
        let window = bs_stdscr()
        let sizeChanged = lastFrame.map { $0.width != frame.width || $0.height != frame.height } ?? true
        if needsFullRepaint || sizeChanged {
            werase(window)
            if needsFullRepaint { clearok(window, true) }
            lastFrame = nil
            needsFullRepaint = false
        }
        let (columns, rows) = size
        for change in FrameDiff.changes(from: lastFrame, to: frame)
        where change.row < rows && change.column + max(1, change.cell.width) <= columns {
            put(change.cell, column: change.column, row: change.row)
        }
        wnoutrefresh(window)
        doupdate()
        lastFrame = frame
    }

    private func put(_ cell: Cell, column: Int, row: Int) {
        let rendition = rendition(for: cell.style)
        let padding = prepareGlyph(for: cell)
        _ = glyph.withUnsafeBufferPointer { text in
            bs_put_cell(Int32(row), Int32(column), text.baseAddress, rendition.attributes, rendition.pair)
        }
        if padding > 0 {
            // curses thinks the character is narrower than the frame does: blank the
            // rest so the columns after it stay where the frame put them.
            glyph = [wchar_t(32), 0]
            for offset in 1...padding {
                _ = glyph.withUnsafeBufferPointer { text in
                    bs_put_cell(Int32(row), Int32(column + offset), text.baseAddress, rendition.attributes, rendition.pair)
                }
            }
        }
    }

    /// Fills `glyph` with the cell's character and combining marks (NUL-terminated, at
    /// most CCHARW_MAX) and returns how many columns to pad. A character curses would
    /// draw wider than the frame expects, or cannot draw, becomes `?`, keeping layout.
    private func prepareGlyph(for cell: Cell) -> Int {
        glyph.removeAll(keepingCapacity: true)
        let expected = max(1, cell.width)
        let scalars = cell.text.unicodeScalars
        guard let first = scalars.first else {
            glyph.append(contentsOf: [32, 0])
            return expected - 1
        }
        let width = Int(wcwidth(wchar_t(bitPattern: first.value)))
        if width == expected || (width == 1 && expected == 2) {
            for scalar in scalars.prefix(5) { glyph.append(wchar_t(bitPattern: scalar.value)) }
            glyph.append(0)
            return expected - width
        }
        glyph.append(contentsOf: [wchar_t(UInt8(ascii: "?")), 0])
        return expected - 1
    }

    /// Attributes and colour pair for a style, memoised: a frame's styles repeat.
    private func rendition(for style: CellStyle) -> Rendition {
        if let known = renditions[style] { return known }
        var attributes = BS_A_NORMAL
        if style.bold { attributes |= BS_A_BOLD }
        if style.dim { attributes |= BS_A_DIM }
        if style.reverse { attributes |= BS_A_REVERSE }
        if style.underline { attributes |= BS_A_UNDERLINE }
        var pair: Int32 = 0
        if pairs != nil {
            let foreground = TerminalColor.index(for: style.foreground, mode: colorMode)
            let background = TerminalColor.index(for: style.background, mode: colorMode)
            pair = Int32(pairs?.pair(foreground: foreground, background: background) ?? 0)
        }
        let rendition = Rendition(attributes: attributes, pair: pair)
        renditions[style] = rendition
        return rendition
    }
}
