@testable import Rendering
import Testing
import Theming
@testable import TerminalUI

@Suite("Terminal writer")
struct TerminalWriterTests {
    static let white = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)  // 231 in xterm-256
    static let blue = RGBColor(red: 0x00, green: 0x5F, blue: 0xFF)  // 27
    static let red = RGBColor(red: 0xFF, green: 0x00, blue: 0x00)  // 196; 1 of 8
    let spinnerStyle = CellStyle(foreground: white, background: blue, bold: true)

    /// A 20x4 screen with a spinner glyph at (5, 1) and a word on row 3.
    func frame(spinner: String, word: String = "Follow", wordStyle: CellStyle = .plain) -> Frame {
        var frame = Frame(width: 20, height: 4)
        frame.put(spinner, column: 5, row: 1, style: spinnerStyle)
        frame.put(word, column: 2, row: 3, style: wordStyle)
        return frame
    }

    /// Writes `frames` one after the other through one writer (the first as a full
    /// repaint) and returns the bytes of the last one only.
    func bytes(_ frames: Frame..., mode: ColorMode = .xterm256) -> [UInt8] {
        var writer = TerminalWriter(colorMode: mode)
        writer.clearScreen()
        var previous: Frame?
        for frame in frames {
            _ = writer.takeOutput()
            writer.write(FrameDiff.changes(from: previous, to: frame), columns: frame.width, rows: frame.height)
            previous = frame
        }
        return writer.takeOutput()
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func changes(_ cells: [(Int, Int, Cell)]) -> [FrameChange] {
        cells.map { FrameChange(column: $0.0, row: $0.1, cell: $0.2) }
    }

    @Test func aSpinnerFrameCostsABackspaceAndTheGlyph() {
        // The pen (bold white on blue) stays set from the previous frame, and the cursor
        // stays just after the glyph: one column back is a single backspace.
        // The first change after the full repaint moves there and sets the pen.
        let second = bytes(frame(spinner: "⠋"), frame(spinner: "⠙"))
        #expect(text(second) == "\u{1B}[2;6H\u{1B}[1;38;5;231;48;5;27m⠙")
        let output = bytes(frame(spinner: "⠋"), frame(spinner: "⠙"), frame(spinner: "⠹"))
        #expect(output == [0x08] + Array("⠹".utf8))
        #expect(output.count == 4)
        let fourth = bytes(frame(spinner: "⠋"), frame(spinner: "⠙"), frame(spinner: "⠹"), frame(spinner: "⠸"))
        #expect(text(fourth) == "\u{8}⠸")
    }

    @Test func aChangeOnAnotherRowMovesAbsolutely() {
        let output = bytes(frame(spinner: "⠋"), frame(spinner: "⠙"), frame(spinner: "⠙", word: "Follov"))
        // Row 3, column 7 (0-based) is ESC[4;8H, then the plain pen again.
        #expect(text(output) == "\u{1B}[4;8H\u{1B}[0mv")
    }

    @Test func cursorMovesPickTheCheapestForm() {
        var writer = TerminalWriter(colorMode: .xterm256)
        writer.clearScreen()
        _ = writer.takeOutput()
        let a = Cell(text: "a")
        writer.write(changes([(3, 0, a), (4, 0, a), (9, 0, a), (0, 0, a), (1, 0, a), (4, 0, a), (4, 0, a),
                              (5, 2, a), (2, 2, a)]),
                     columns: 20, rows: 4)
        // From home after the clear: forward 3, nothing, forward 4, CR, nothing, forward 2,
        // backspace, absolute to another row, absolute when going back more than one column.
        #expect(text(writer.takeOutput()) == "\u{1B}[3Ca" + "a" + "\u{1B}[4Ca" + "\ra" + "a" + "\u{1B}[2Ca" + "\u{8}a"
            + "\u{1B}[3;6Ha" + "\u{1B}[3;3Ha")
    }

    @Test func theFirstFrameClearsInTheDefaultPen() {
        var writer = TerminalWriter(colorMode: .xterm256)
        writer.clearScreen()
        writer.write(changes([(0, 0, Cell(text: "x", style: spinnerStyle))]), columns: 20, rows: 4)
        #expect(text(writer.takeOutput()) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;38;5;231;48;5;27mx")
    }

    @Test func aPenChangeIsOneSGRWithOnlyWhatChanged() {
        let recoloured = CellStyle(foreground: Self.red, background: Self.blue, bold: true)
        let output = bytes(frame(spinner: "⠋"), frame(spinner: "⠙"), {
            var next = frame(spinner: "⠙")
            next[6, 1] = Cell(text: "!", style: recoloured)
            return next
        }())
        // Bold and the background are already set: only the foreground changes.
        #expect(text(output) == "\u{1B}[38;5;196m!")
    }

    @Test func turningAnAttributeOffStartsFromZero() {
        let output = bytes(frame(spinner: "⠋"), frame(spinner: "⠙"), {
            var next = frame(spinner: "⠙")
            next[6, 1] = Cell(text: "!", style: CellStyle(foreground: Self.white, background: Self.blue, underline: true))
            return next
        }())
        #expect(text(output) == "\u{1B}[0;4;38;5;231;48;5;27m!")
        #expect(output.filter { $0 == 0x1B }.count == 1)
    }

    @Test func eightColoursUseTheBasicCodes() {
        var writer = TerminalWriter(colorMode: .basic8)
        writer.clearScreen()
        _ = writer.takeOutput()
        writer.write(changes([(0, 0, Cell(text: "a", style: CellStyle(foreground: Self.red))),
                              (1, 0, Cell(text: "b", style: CellStyle(foreground: Self.red, background: Self.white))),
                              (2, 0, Cell(text: "c", style: CellStyle(background: Self.white))),
                              (3, 0, Cell(text: "d"))]),
                     columns: 20, rows: 4)
        #expect(text(writer.takeOutput()) == "\u{1B}[31ma\u{1B}[47mb\u{1B}[39mc\u{1B}[49md")
    }

    @Test func noColourSendsAttributesOnly() {
        var writer = TerminalWriter(colorMode: .none)
        writer.clearScreen()
        _ = writer.takeOutput()
        writer.write(changes([(0, 0, Cell(text: "a", style: CellStyle(foreground: Self.red, background: Self.blue))),
                              (1, 0, Cell(text: "b", style: spinnerStyle)),
                              (2, 0, Cell(text: "c", style: CellStyle(foreground: Self.white, reverse: true))),
                              (3, 0, Cell(text: "d", style: CellStyle(background: Self.red)))]),
                     columns: 20, rows: 4)
        // a: colours only, so nothing to send; b: bold; c: bold off, so 0 then reverse.
        #expect(text(writer.takeOutput()) == "a\u{1B}[1mb\u{1B}[0;7mc\u{1B}[0md")
    }

    @Test func aWideCharacterAdvancesTwoColumns() {
        var previous = Frame(width: 20, height: 4)
        previous.put("ab", column: 0, row: 0, style: .plain)
        var next = previous
        next.put("中x", column: 0, row: 0, style: .plain)
        let output = bytes(previous, next)
        // The full repaint ended in the last column, so the first move is absolute. 中
        // covers columns 0-1, x is at column 2: no move between them, and the
        // continuation cell is never written.
        #expect(text(output) == "\u{1B}[1;1H中x")
    }

    @Test func afterTheLastColumnTheNextMoveIsAbsolute() {
        var writer = TerminalWriter(colorMode: .xterm256)
        writer.clearScreen()
        _ = writer.takeOutput()
        let a = Cell(text: "a")
        writer.write(changes([(19, 0, a), (18, 0, a)]), columns: 20, rows: 4)
        // Not a backspace: after column 19 the cursor waits to wrap, wherever that is.
        #expect(text(writer.takeOutput()) == "\u{1B}[19Ca\u{1B}[1;19Ha")
        // The same for a wide character ending in the last column.
        writer.write(changes([(18, 1, Cell(text: "中", width: 2)), (17, 1, a)]), columns: 20, rows: 4)
        #expect(text(writer.takeOutput()) == "\u{1B}[2;19H中\u{1B}[2;18Ha")
    }

    @Test func cellsOffTheScreenAndContinuationsAreSkipped() {
        var writer = TerminalWriter(colorMode: .xterm256)
        writer.clearScreen()
        _ = writer.takeOutput()
        writer.write(changes([(19, 0, Cell(text: "中", width: 2)), (0, 4, Cell(text: "a")),
                              (3, 0, .continuation(.plain))]),
                     columns: 20, rows: 4)
        #expect(writer.takeOutput().isEmpty)
    }

    @Test func forgettingMakesTheNextMoveAbsoluteAndThePenExplicit() {
        var writer = TerminalWriter(colorMode: .xterm256)
        writer.clearScreen()
        writer.write(changes([(0, 0, Cell(text: "a"))]), columns: 20, rows: 4)
        _ = writer.takeOutput()
        writer.forget()
        writer.write(changes([(1, 0, Cell(text: "b"))]), columns: 20, rows: 4)
        #expect(text(writer.takeOutput()) == "\u{1B}[1;2H\u{1B}[0mb")
    }

    @Test func glyphsTheTerminalWouldDrawOtherwiseKeepTheLayout() {
        // The terminal's widths: controls -1, a combining mark 0, 中 2, everything else 1.
        var writer = TerminalWriter(colorMode: .none) { scalar in
            switch scalar.value {
            case ..<0x20: -1
            case 0x301: 0
            case 0x4E2D: 2
            default: 1
            }
        }
        writer.clearScreen()
        _ = writer.takeOutput()
        writer.write(changes([(0, 0, Cell(text: "\u{1B}")),            // control: never sent
                              (1, 0, Cell(text: "e\u{301}")),          // mark kept
                              (2, 0, Cell(text: "中")),                 // 2 wide in a 1-wide cell
                              (3, 0, Cell(text: "a", width: 2)),       // narrow in a wide cell
                              (5, 0, Cell(text: "", width: 1))]),      // empty: a space
                     columns: 20, rows: 4)
        #expect(text(writer.takeOutput()) == "?e\u{301}?a  ")
    }
}
