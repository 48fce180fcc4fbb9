extension UIImage {
    /// iOS 13: how an image is configured (developer.apple.com, UIImage.Configuration).
    open class Configuration: @unchecked Sendable {
        init() {}
    }

    /// iOS 13: the size and weight an SF Symbol is drawn at (developer.apple.com,
    /// UIImage.SymbolConfiguration). The model keeps the point size: a font's, or a text style's
    /// at the current text size.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, `nil` when the configuration names none.
        let pointSize: CGFloat?

        init(pointSize: CGFloat?) {
            self.pointSize = pointSize
            super.init()
        }

        /// A symbol drawn to match `font` (its size and weight).
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }

        /// A symbol at `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: Optional(pointSize)) }

        /// A symbol that follows `textStyle` (at the text size of `UITraitCollection.current`).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize)
        }
    }
}
