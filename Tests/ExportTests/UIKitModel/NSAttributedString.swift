/// Foundation's attributed string, as far as measuring a title goes.
open class NSAttributedString {
    /// An attribute's name.
    public struct Key: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A key by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The font.
        public static let font = Key(rawValue: "NSFont")
        /// The text colour.
        public static let foregroundColor = Key(rawValue: "NSColor")
    }

    /// The text.
    public let string: String
    private let font: UIFont?

    /// Text with attributes; the model keeps the font.
    public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        string = str
        font = attrs?[.font] as? UIFont
    }

    /// UIKit's NSStringDrawing addition: the size of the text on one line (``TextMeasure``: an
    /// approximation of SF Pro; the system font at 12 points when no font is given).
    open func size() -> CGSize {
        let font = font ?? .systemFont(ofSize: 12)
        return CGSize(width: TextMeasure.width(string, font: font), height: TextMeasure.lineHeight(font))
    }
}
