/// Text widths from real font metrics, for device pictures and the audit: CoreText and the
/// system font on macOS (exact), elsewhere the advance widths of Inter, an open font close
/// to Apple's SF Pro, read from the font files into ``FontAdvanceTable`` (an approximation:
/// another font's advances, no kerning, Arabic in its isolated forms).
public enum FontMetrics {
    /// Whether widths come from the system font itself.
    public static var isExact: Bool {
        #if canImport(CoreText)
            true
        #else
            false
        #endif
    }

    /// What the picture notes say about how text was measured.
    public static var note: String {
        isExact
            ? "text measured with CoreText and the system font"
            : "approximation: text measured with the advance widths of Inter (SIL Open Font License), "
                + "not Apple's SF Pro; no kerning"
    }

    /// The advance of `text` at `size` points and CSS `weight` (400, 600 or 700; others
    /// take the nearest).
    /// - Parameters:
    ///   - text: One line of text.
    ///   - size: The font size in points.
    ///   - weight: The CSS weight.
    public static func width(_ text: String, size: Double, weight: Int) -> Double {
        #if canImport(CoreText)
            return CoreTextMeasure.width(text, size: size, weight: weight)
        #else
            return tableWidth(text, size: size, weight: weight)
        #endif
    }

    /// The width from ``FontAdvanceTable`` (used everywhere but macOS; tested everywhere).
    /// - Parameters:
    ///   - text: One line of text.
    ///   - size: The font size in points.
    ///   - weight: The CSS weight.
    static func tableWidth(_ text: String, size: Double, weight: Int) -> Double {
        let advances = FontAdvances.table(weight: weight)
        var thousandths = 0
        for scalar in text.unicodeScalars { thousandths += FontAdvances.advance(scalar, in: advances) }
        return Double(thousandths) * size / 1000
    }
}
