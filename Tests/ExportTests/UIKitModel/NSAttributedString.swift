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

    /// UIKit's NSStringDrawing addition: the rectangle the text takes within `size`
    /// (developer.apple.com, NSAttributedString/boundingRect(with:options:context:)). With
    /// `.usesLineFragmentOrigin` the text wraps between words within `size.width`, and the height
    /// is its lines' (``TextMeasure``); with `.truncatesLastVisibleLine` too, only the lines that
    /// fit `size.height` are laid out, the last cut with "…"; without `.usesLineFragmentOrigin`,
    /// one line. Origin at zero.
    open func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        let font = font ?? .systemFont(ofSize: 12)
        guard !string.isEmpty else { return .zero }
        guard options.contains(.usesLineFragmentOrigin) else {
            return CGRect(origin: .zero, size: self.size())
        }
        let lineHeight = TextMeasure.lineHeight(font)
        let visible =
            options.contains(.truncatesLastVisibleLine) && size.height < .greatestFiniteMagnitude
            ? max(1, Int((size.height + 0.5) / lineHeight)) : 0
        let lines = TextMeasure.lines(string, font: font, width: size.width, limit: visible)
        let widest = lines.map { TextMeasure.width($0, font: font) }.max() ?? 0
        return CGRect(x: 0, y: 0, width: widest, height: CGFloat(lines.count) * lineHeight)
    }
}

/// How text is laid out when it is measured or drawn (developer.apple.com, NSStringDrawingOptions).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// Foundation's bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the text out in lines from the rectangle's origin (several lines), not from its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the font's leading in the height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use the glyphs' image bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate and add an ellipsis to the last line that fits.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of measuring or drawing text; the model keeps none.
open class NSStringDrawingContext {
    /// An empty context.
    public init() {}
}
