import Rendering

extension TerminalWriter {
    /// The most marks kept after a cell's base character (ncurses' CCHARW_MAX is 5 in all).
    private static let maximumMarks = 4

    /// Appends the cell's character as UTF-8, advancing exactly `width` columns. A
    /// character the terminal would draw at another width, or a control character (a
    /// cell's text must never move the cursor or start an escape sequence), becomes `?`
    /// padded with spaces, so the cursor ends where the frame expects.
    mutating func appendGlyph(_ cell: Cell, width: Int) {
        let scalars = cell.text.unicodeScalars
        guard let first = scalars.first else {
            appendSpaces(width)
            return
        }
        let drawn = Self.isPrintable(first) ? measure(first, expected: width) : -1
        // A narrow character in a wide cell keeps the layout with one space after it.
        guard drawn == width || (drawn == 1 && width == 2) else {
            appendScalar("?")
            appendSpaces(width - 1)
            return
        }
        appendScalar(first)
        var marks = 0
        for mark in scalars.dropFirst() where marks < Self.maximumMarks {
            guard Self.isPrintable(mark), measure(mark, expected: 0) == 0 else { continue }
            appendScalar(mark)
            marks += 1
        }
        appendSpaces(width - drawn)
    }

    private func measure(_ scalar: Unicode.Scalar, expected: Int) -> Int {
        displayWidth.map { $0(scalar) } ?? expected
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { output.append($0) }
    }

    private mutating func appendSpaces(_ count: Int) {
        for _ in 0..<max(0, count) { output.append(UInt8(ascii: " ")) }
    }
}
