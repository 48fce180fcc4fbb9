#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a terminal whose locale cannot show Unicode (`LANG=C`) gets instead of the
/// program's glyphs: box drawing as `+ - |`, the spinner as `- \ | /`, arrows and marks as
/// their ASCII look-alikes, the symbols the built-in board and examples use as chosen
/// stand-ins (`♥` is `*`, `✓` is `v`), and any other character of a user's title by the
/// general rule of ``stand(in:)``. One cell each, so the layout holds; never `?`, which
/// would read as a title's own question mark.
enum AsciiFallback {
    /// Whether the C library's character set, after `setlocale(LC_ALL, "")`, is UTF-8.
    static func localeIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// The ASCII character shown for `scalar`: itself when it is ASCII, else the drawing
    /// glyph's look-alike, the symbol's stand-in, or the general rule's character.
    static func glyph(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII { return scalar }
        return drawing(scalar.value) ?? symbol(scalar.value) ?? stand(in: scalar)
    }

    /// Box drawing, blocks, the braille spinner and the arrows the views draw.
    private static func drawing(_ value: UInt32) -> Unicode.Scalar? {
        switch value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550: "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551: "|"
        case 0x2500...0x257F: "+"
        case 0x258C, 0x258F, 0x2590, 0x2595, 0x258E, 0x258D: "|"
        case 0x2588: "#"
        case 0x2580...0x259F: " "
        case 0x2800...0x28FF: ["-", "\\", "|", "/"][Int(value % 4)]
        case 0x25B6, 0x25B8, 0x25BA, 0x2192, 0x21AA: ">"
        case 0x25C0, 0x25C2, 0x25C4, 0x2190, 0x21A9: "<"
        default: nil
        }
    }

    /// The symbols of the built-in board, the shipped examples and the help overlay, each
    /// with the ASCII character that reads most like it.
    private static func symbol(_ value: UInt32) -> Unicode.Scalar? {
        switch value {
        case 0x00B7, 0x2026, 0x2022: "."  // · … •
        case 0x2261: "="  // ≡
        case 0x00D7, 0x2717, 0x2715, 0x2716: "x"  // × ✗ ✕ ✖
        case 0x2713, 0x2714: "v"  // ✓ ✔
        case 0x2665, 0x2661, 0x2764, 0x2663, 0x2667, 0x2660, 0x2666, 0x2605, 0x2606: "*"  // ♥ ♡ ❤ ♣ ♧ ♠ ♦ ★ ☆
        case 0x25CF, 0x25CB, 0x25EF: "o"  // ● ○ ◯
        case 0x2191, 0x25B2, 0x25B4: "^"  // ↑ ▲ ▴
        case 0x2193, 0x25BC, 0x25BE: "v"  // ↓ ▼ ▾
        case 0x21B5, 0x232B, 0x2039, 0x00AB: "<"  // ↵ ⌫ ‹ «
        case 0x203A, 0x00BB: ">"  // › »
        case 0x2212, 0x2013, 0x2014: "-"  // − – —
        case 0x00F7: "/"  // ÷
        case 0x00B1: "+"  // ±
        case 0x00B5: "u"  // µ
        case 0x2018, 0x2019, 0x201A: "'"  // ‘ ’ ‚
        case 0x201C, 0x201D, 0x201E: "\""  // “ ” „
        case 0x00A0, 0x3000: " "  // no-break and ideographic space
        default: nil
        }
    }
}
