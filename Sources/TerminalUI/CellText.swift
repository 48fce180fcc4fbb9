import CNcurses
import Canvas
import Runtime

/// A cell's text as ncurses takes it: a NUL-terminated wide string of one spacing
/// character and at most four combining marks (ncurses keeps five in all), with the width
/// the C library gives it, which is the width the terminal will use.
struct CellText {
    /// The wide characters, NUL-terminated, in a fixed buffer (no allocation per cell).
    var characters: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
    /// Display columns by `wcwidth`; -1 for a control or unprintable character.
    var width: Int = -1
    /// The first scalar alone, when the text is exactly one character with no marks.
    var single: Unicode.Scalar?

    static let replacement = CellText(scalar: "?")
    static let blank = CellText(scalar: " ")

    private init(scalar: Unicode.Scalar) {
        characters.0 = wchar_t(bitPattern: scalar.value)
        width = 1
        single = scalar
    }

    /// The text of `cell`; with `asciiOnly` (a locale that cannot show Unicode) its
    /// ``AsciiFallback`` glyph instead.
    init(_ cell: Cell, asciiOnly: Bool = false) {
        var scalars = cell.text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else {
            self = .blank
            return
        }
        guard Self.isPrintable(first) else { return }
        if asciiOnly {
            self = CellText(scalar: AsciiFallback.glyph(for: first))
            return
        }
        width = Int(wcwidth(wchar_t(bitPattern: first.value)))
        characters.0 = wchar_t(bitPattern: first.value)
        var count = 1
        while let mark = scalars.next(), count < 5 {
            let code = wchar_t(bitPattern: mark.value)
            guard Self.isPrintable(mark), wcwidth(code) == 0 else { continue }
            withUnsafeMutableBytes(of: &characters) { raw in
                raw.storeBytes(of: code, toByteOffset: count * MemoryLayout<wchar_t>.stride, as: wchar_t.self)
            }
            count += 1
        }
        single = count == 1 ? first : nil
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
