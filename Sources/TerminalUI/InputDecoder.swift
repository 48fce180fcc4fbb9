import CNcurses
import Simulator

/// Reads everything the terminal has sent so far, without blocking, and decodes it.
/// Call ``readAvailable()`` when stdin becomes readable.
@MainActor
public final class InputDecoder {
    private let terminal: CursesTerminal
    /// Enough for a large paste; the rest is read on the next call, so a flood of input
    /// cannot starve drawing.
    private let maximumReads = 4096

    public init(terminal: CursesTerminal) {
        self.terminal = terminal
    }

    /// Drains curses' input (`wget_wch` in no-delay mode until ERR) into events: keys,
    /// mouse presses and releases, and resizes curses noticed itself (with the new size;
    /// the terminal is then already invalidated).
    public func readAvailable() -> [InputEvent] {
        guard !terminal.isRestored else { return [] }
        var reads: [KeyRead] = []
        var code: wint_t = 0
        for _ in 0..<maximumReads {
            let result = wget_wch(bs_stdscr(), &code)
            if result == OK {
                reads.append(.character(UInt32(code)))
            } else if result == BS_KEY_CODE_YES {
                appendFunctionKey(UInt32(code), to: &reads)
            } else {
                break
            }
        }
        return KeyDecoder.decode(reads)
    }

    private func appendFunctionKey(_ code: UInt32, to reads: inout [KeyRead]) {
        switch code {
        case CursesKeyCode.mouse:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return }
            let column = Int(event.x), row = Int(event.y)
            // With mouseinterval(0) press and release arrive apart; a terminal that
            // still reports a click gets both halves.
            if event.bstate & (BS_BUTTON1_PRESSED | BS_BUTTON1_CLICKED) != 0 {
                reads.append(.event(.mousePress(column: column, row: row)))
            }
            if event.bstate & (BS_BUTTON1_RELEASED | BS_BUTTON1_CLICKED) != 0 {
                reads.append(.event(.mouseRelease(column: column, row: row)))
            }
        case CursesKeyCode.resize:
            // curses has already resized its windows. Nothing new when resize() has
            // reported this size already (resizeterm queues KEY_RESIZE too).
            if let size = terminal.unreportedResize() {
                reads.append(.event(.resize(columns: size.columns, rows: size.rows)))
            }
        default:
            reads.append(.functionKey(code))
        }
    }
}
