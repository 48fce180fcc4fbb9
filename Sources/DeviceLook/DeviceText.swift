/// Text sizes of device pictures' labels and headings, and text widths from
/// ``FontMetrics`` (real font metrics; no per-character estimate).
public enum DeviceText {
    /// Gallery labels.
    public static let labelSize = 12.0
    /// Headings over a gallery.
    public static let headingSize = 15.0

    /// The advance of `text` at `size` points.
    /// - Parameters:
    ///   - text: The text.
    ///   - size: The font size.
    ///   - weight: The CSS weight.
    public static func width(_ text: String, size: Double, weight: Int = 400) -> Double {
        FontMetrics.width(text, size: size, weight: weight)
    }

    /// The widest title drawn, in points; a longer one ends in "…". A 10,000-character
    /// title would otherwise be written whole into every cell of a gallery.
    static let maximumTitleWidth = 640.0

    /// `text` as drawn: whole when it fits ``maximumTitleWidth`` at `size` points, else cut
    /// with "…" (reading only as far as fits, a character at a time).
    /// - Parameters:
    ///   - text: The title.
    ///   - size: The font size.
    static func fitted(_ text: String, size: Double) -> String {
        // Most titles are short: measure them whole.
        if text.count <= 24 { return text }
        let ellipsis = FontMetrics.width("…", size: size, weight: 700)
        var used = 0.0
        var kept = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            used += FontMetrics.width(String(text[index]), size: size, weight: 700)
            if used > maximumTitleWidth { return String(text[..<kept]) + "…" }
            text.formIndex(after: &index)
            if used <= maximumTitleWidth - ellipsis { kept = index }
        }
        return text
    }
}
