import Rendering

/// Turns frame changes into the bytes an xterm-compatible terminal needs, keeping track of
/// where the cursor is and which pen (colours and attributes) is set ACROSS frames, so a
/// spinner that only changes its glyph costs `\b` plus the glyph: 4 bytes.
///
/// Pure: no ncurses, no IO. ``CursesTerminal`` writes ``output`` to the terminal itself.
///
/// The control sequences are the ANSI (ECMA-48) forms, written directly rather than read
/// from terminfo, because every terminal this program targets (xterm, xterm-256color,
/// tmux, screen and their -256color variants, and in practice every terminal emulator in
/// use) has exactly these strings in its terminfo entry (`cup`, `cuf`, `cub1`, `cr`,
/// `clear`, `sgr0`, `setaf`/`setab`), and choosing the cheapest cursor move needs each
/// form's length in advance. terminfo still decides how many colours are used (through
/// ``ColorMode``), and ncurses still sets the terminal up and restores it.
///
/// Two terminal behaviours are never assumed away:
/// - After the last column of a row is written the cursor sits in the "pending wrap"
///   state, whose position differs between terminals, so it is marked unknown and the
///   next move is absolute.
/// - The pen after anything else wrote to the terminal (ncurses' own updates) is unknown:
///   call ``forget()`` and the next pen change starts from `ESC[0;...m`.
public struct TerminalWriter {
    /// The colours the pen uses; under ``ColorMode/none`` no colour code is sent.
    public let colorMode: ColorMode
    /// Bytes produced since the last ``takeOutput()``.
    public internal(set) var output: [UInt8] = []

    private var cursor: (column: Int, row: Int)?
    private var pen: TerminalPen?
    private var pens: [CellStyle: TerminalPen] = [:]
    let displayWidth: ((Unicode.Scalar) -> Int)?

    /// - Parameters:
    ///   - colorMode: how colours are sent.
    ///   - displayWidth: the width the terminal gives a character (`wcwidth`), to replace
    ///     characters it would draw at another width than the frame expects with `?`;
    ///     `nil` trusts the frame's widths.
    public init(colorMode: ColorMode, displayWidth: ((Unicode.Scalar) -> Int)? = nil) {
        self.colorMode = colorMode
        self.displayWidth = displayWidth
        output.reserveCapacity(1024)
    }

    /// Forgets the cursor position and the pen, after something else wrote to the terminal.
    public mutating func forget() {
        cursor = nil
        pen = nil
    }

    /// Sets the default pen, then homes the cursor and clears the screen: `ESC[2J` fills
    /// with the current background, so the pen must be the default first.
    public mutating func clearScreen() {
        setPen(.plain)
        output.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "H"),
                                   0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "J")])
        cursor = (0, 0)
    }

    /// Appends the bytes that draw `changes` on a `columns` x `rows` screen. Cells that do
    /// not fit are skipped; continuation cells are never written (their wide owner is).
    /// The pen is left as the last cell needed it: the next frame may well need it again.
    public mutating func write(_ changes: [FrameChange], columns: Int, rows: Int) {
        for change in changes {
            let width = max(1, change.cell.width)
            guard !change.cell.isContinuation, change.row >= 0, change.row < rows,
                  change.column >= 0, change.column + width <= columns else { continue }
            moveCursor(to: (change.column, change.row))
            setPen(pen(for: change.cell.style))
            appendGlyph(change.cell, width: width)
            let next = change.column + width
            // In the last column the cursor waits to wrap; where it is then is not portable.
            cursor = next >= columns ? nil : (next, change.row)
        }
    }

    /// The bytes produced so far, leaving ``output`` empty for the next frame.
    public mutating func takeOutput() -> [UInt8] {
        let bytes = output
        output.removeAll(keepingCapacity: true)
        return bytes
    }

    // MARK: - Cursor and pen

    /// The cheapest move: none, `\b`, CR, `ESC[nC` on the same row, else `ESC[row;colH`.
    private mutating func moveCursor(to target: (column: Int, row: Int)) {
        if let cursor, cursor.row == target.row {
            if cursor.column == target.column { return }
            if target.column == cursor.column - 1 {
                output.append(0x08)
                return
            }
            if target.column == 0 {
                output.append(0x0D)
                return
            }
            if target.column > cursor.column {
                output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
                appendDecimal(target.column - cursor.column, to: &output)
                output.append(UInt8(ascii: "C"))
                return
            }
        }
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        appendDecimal(target.row + 1, to: &output)
        output.append(UInt8(ascii: ";"))
        appendDecimal(target.column + 1, to: &output)
        output.append(UInt8(ascii: "H"))
    }

    private mutating func setPen(_ next: TerminalPen) {
        next.appendSGR(from: pen, mode: colorMode, to: &output)
        pen = next
    }

    /// Memoised: a frame's styles repeat, and the nearest palette colour takes a search.
    private mutating func pen(for style: CellStyle) -> TerminalPen {
        if let known = pens[style] { return known }
        let made = TerminalPen(style, mode: colorMode)
        pens[style] = made
        return made
    }
}
