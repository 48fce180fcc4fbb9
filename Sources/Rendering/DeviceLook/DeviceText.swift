/// Text sizes and an estimate of text widths in the system font, for laying out device
/// pictures without a font engine. The estimate leans wide (as SF Pro's semibold does
/// against most fallback fonts), and titles are centred, so an error only moves padding.
enum DeviceText {
    /// Title point sizes: 17 pt semibold for medium buttons (iOS's large-button text), 15 pt
    /// for small ones.
    static func titleSize(small: Bool) -> Double { small ? 15 : 17 }
    /// Gallery labels.
    static let labelSize = 12.0
    /// Headings over a gallery.
    static let headingSize = 15.0

    /// The estimated advance of `text` at `size` points.
    /// - Parameters:
    ///   - text: The text.
    ///   - size: The font size.
    static func width(_ text: String, size: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += advance(scalar) }
        return ems * size
    }

    /// The widest title drawn, in points; a longer one ends in "…". A 10,000-character
    /// title would otherwise be written whole into every cell of a gallery.
    static let maximumTitleWidth = 640.0

    /// `text` as drawn: whole when it fits ``maximumTitleWidth`` at `size` points, else cut
    /// with "…" (reading only as far as fits).
    /// - Parameters:
    ///   - text: The title.
    ///   - size: The font size.
    static func fitted(_ text: String, size: Double) -> String {
        let limit = maximumTitleWidth / size
        var ems = 0.0
        var kept = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            ems += text[index].unicodeScalars.reduce(0) { $0 + advance($1) }
            if ems > limit { return String(text[..<kept]) + "…" }
            text.formIndex(after: &index)
            // Room for the ellipsis (about an em) stays at the end.
            if ems <= limit - 1 { kept = index }
        }
        return text
    }

    /// Advance in ems of one character: CJK and emoji a full em, capitals and digits wider
    /// than lower case, thin punctuation narrow.
    static func advance(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        switch value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0x1F300...0x1FAFF:
            return 1.0
        case 0x2000...0x2BFF:
            return 0.9  // symbols such as ♥ ♣ and arrows
        case 0x20: return 0.28
        case 0x2E, 0x2C, 0x3A, 0x3B, 0x21, 0x27, 0x7C, 0x69, 0x6C, 0x6A: return 0.33  // . , : ; ! ' | i l j
        case 0x41...0x5A: return 0.7
        case 0x30...0x39: return 0.62
        case 0x6D, 0x77: return 0.88  // m w
        default: return 0.59
        }
    }
}
