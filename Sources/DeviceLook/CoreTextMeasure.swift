#if canImport(CoreText)
    import CoreText
    import Foundation

    /// Text widths from CoreText and the system font (macOS): the typographic width of a
    /// line set in the UI font at the size and weight asked for.
    enum CoreTextMeasure {
        /// The width of `text` at `size` points and CSS `weight`.
        /// - Parameters:
        ///   - text: One line.
        ///   - size: Points.
        ///   - weight: 400, 600 or 700.
        static func width(_ text: String, size: Double, weight: Int) -> Double {
            guard let base = CTFontCreateUIFontForLanguage(.system, CGFloat(size), nil) else {
                return FontMetrics.tableWidth(text, size: size, weight: weight)
            }
            // NSFontWeight's values: regular 0, semibold 0.3, bold 0.4.
            let trait: Double = weight >= 700 ? 0.4 : weight >= 600 ? 0.3 : 0
            let traits = [kCTFontWeightTrait: trait] as CFDictionary
            let descriptor = CTFontDescriptorCreateCopyWithAttributes(
                CTFontCopyFontDescriptor(base), [kCTFontTraitsAttribute: traits] as CFDictionary)
            let font = CTFontCreateWithFontDescriptor(descriptor, CGFloat(size), nil)
            let attributes = [kCTFontAttributeName: font] as CFDictionary
            guard let string = CFAttributedStringCreate(nil, text as CFString, attributes) else {
                return FontMetrics.tableWidth(text, size: size, weight: weight)
            }
            let line = CTLineCreateWithAttributedString(string)
            return Double(CTLineGetTypographicBounds(line, nil, nil, nil))
        }
    }
#endif
