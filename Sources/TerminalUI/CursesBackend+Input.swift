import CNcurses
import Runtime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesBackend {
    /// Enough for a large paste; the rest is read on the next call, so a flood of input
    /// cannot starve drawing.
    private static let maximumReads = 4096

    /// Drains curses' input (`wget_wch` on the input pad, in no-delay mode, until ERR)
    /// into keys, control keys, mouse presses and releases, and resizes curses noticed
    /// itself. When nothing could be read because standard input has ended or failed,
    /// the terminal has gone: ``TerminalInput/endOfInput``.
    public func readInput() -> [TerminalInput] {
        guard !isRestored, !isSuspended else { return [] }
        var reads: [KeyRead] = []
        var code: wint_t = 0
        for _ in 0..<Self.maximumReads {
            let result = wget_wch(inputPad, &code)
            if result == OK {
                reads.append(.character(UInt32(code)))
            } else if result == BS_KEY_CODE_YES {
                appendFunctionKey(UInt32(code), to: &reads)
            } else {
                break
            }
        }
        if reads.isEmpty && Self.hasEnded(inputFD) { return [.endOfInput] }
        return KeyDecoder.decode(reads)
    }

    /// Whether `fd` is at its end or in error: hung up, or readable with nothing to read.
    static func hasEnded(_ fd: Int32) -> Bool {
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let result = poll(&ready, 1, 0)
        if result < 0 { return errno != EINTR && errno != EAGAIN }
        if ready.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        guard ready.revents & Int16(POLLIN) != 0 else { return false }
        return bs_bytes_available(fd) == 0
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
            if event.bstate & BS_REPORT_MOUSE_POSITION != 0 {
                reads.append(.event(.mouseMove(column: column, row: row)))
            }
            if event.bstate & (BS_BUTTON1_RELEASED | BS_BUTTON1_CLICKED) != 0 {
                reads.append(.event(.mouseRelease(column: column, row: row)))
            }
        case CursesKeyCode.resize:
            // curses has already resized its windows. Nothing new when resize() has
            // reported this size already (resizeterm queues KEY_RESIZE too).
            if let size = unreportedResize() {
                reads.append(.event(.resize(columns: size.columns, rows: size.rows)))
            }
        default:
            reads.append(.functionKey(code))
        }
    }
}
