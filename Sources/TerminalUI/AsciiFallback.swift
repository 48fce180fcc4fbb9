#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a terminal whose locale cannot show Unicode (`LANG=C`) gets instead of the
/// program's glyphs: box drawing as `+ - |`, the spinner as `- \ | /`, arrows and marks as
/// their ASCII look-alikes, and anything else beyond ASCII as `?`. One cell each, so the
/// layout holds.
enum AsciiFallback {
    /// Whether the C library's character set, after `setlocale(LC_ALL, "")`, is UTF-8.
    static func localeIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// The ASCII character shown for `scalar`.
    static func glyph(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value < 0x80 { return scalar }
        switch value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550: return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551: return "|"
        case 0x2500...0x257F: return "+"
        case 0x258C, 0x258F, 0x2590, 0x2595, 0x258E, 0x258D: return "|"
        case 0x2588: return "#"
        case 0x2580...0x259F: return " "
        case 0x2800...0x28FF: return ["-", "\\", "|", "/"][Int(value % 4)]
        case 0x25B6, 0x25B8, 0x25BA, 0x2192, 0x21AA: return ">"
        case 0x25C0, 0x25C2, 0x25C4, 0x2190, 0x21A9: return "<"
        case 0x00B7, 0x2026, 0x2022: return "."
        case 0x2261: return "="
        case 0x00D7: return "x"
        default: return "?"
        }
    }
}
