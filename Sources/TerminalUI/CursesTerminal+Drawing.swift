#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Rendering

extension CursesTerminal {
    /// Writes the cells that changed since the last frame, with one `write(2)`. After
    /// ``invalidate()`` or a size change the screen is cleared and the whole frame written;
    /// otherwise nothing is erased, so an unchanged frame sends no bytes and a spinner
    /// sends only its own cell.
    ///
    /// The bytes come from ``TerminalWriter``, not from ncurses' `doupdate`, because
    /// `doupdate` puts the terminal back to normal attributes at the end of every update,
    /// so each frame would have to set the spinner's colours again (about 44 bytes instead
    /// of 4). ncurses is not told about these cells: nothing here touches `stdscr`, so its
    /// implicit refresh in `wget_wch` has nothing to do and never overwrites them.
    public func draw(_ frame: Frame) {
        guard !isRestored else { return }
        let (columns, rows) = size
        let sizeChanged = lastFrame.map { $0.width != frame.width || $0.height != frame.height } ?? true
        if needsFullRepaint || sizeChanged {
            writer.clearScreen()
            // Cleared cells are blank in the default pen: only the others need writing.
            writer.write(FrameDiff.changes(from: Frame(width: frame.width, height: frame.height), to: frame),
                         columns: columns, rows: rows)
            needsFullRepaint = false
        } else if let lastFrame {
            writer.write(FrameDiff.changes(from: lastFrame, to: frame), columns: columns, rows: rows)
        }
        lastFrame = frame
        writeAll(writer.takeOutput())
    }

    /// Writes every byte: loops on partial writes and EINTR, and waits for the terminal
    /// when the descriptor is non-blocking (stdin and stdout share one open tty, whose
    /// flags other code may change). Gives up only on a real error, such as a hang-up.
    func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(outputFD, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var ready = pollfd(fd: outputFD, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else {
                    return
                }
            }
        }
    }
}
