/// A font: a point size, a weight and, for a Dynamic Type font, the text style it scales with.
/// The model has no glyphs: text is measured with ``TextMeasure``.
public final class UIFont: Sendable {
    /// A font weight with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the weight, -1 to 1.
        public let rawValue: CGFloat
        /// A weight by number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultralight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public let rawValue: String
        /// A style by UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadline.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The height of a line of text in this font (developer.apple.com, UIFont/lineHeight):
    /// the model's line, 1.2 times the point size (``TextMeasure``).
    public var lineHeight: CGFloat { TextMeasure.lineHeight(self) }
    /// The weight.
    public let weight: Weight
    /// For a font scaled with Dynamic Type: the style and the size at the default text size,
    /// so a label that adjusts its font can scale it again for other traits.
    let scaling: (style: TextStyle, baseSize: CGFloat)?

    init(pointSize: CGFloat, weight: Weight, scaling: (style: TextStyle, baseSize: CGFloat)?) {
        self.pointSize = pointSize
        self.weight = weight
        self.scaling = scaling
    }

    /// The system font (SF Pro on a device) at `fontSize` and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, scaling: nil)
    }

    /// The regular system font at `fontSize`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, scaling: nil)
    }

    /// The bold system font at `fontSize`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold, scaling: nil)
    }

    /// The font for `style` at the text size of `UITraitCollection.current`
    /// (developer.apple.com, UIFont/preferredFont(forTextStyle:)).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the text size of `traitCollection` (else the current traits'), from
    /// Apple's Dynamic Type table; headline is semibold, every other style regular.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let base = DynamicTypeTable.pointSize(style, at: .large)
        let size = DynamicTypeTable.pointSize(style, at: DynamicTypeTable.category(of: traitCollection))
        return UIFont(pointSize: size, weight: style == .headline ? .semibold : .regular, scaling: (style, base))
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, scaling: nil)
    }

    /// This font scaled for `traits`, when it was made to scale with Dynamic Type.
    func adjusted(for traits: UITraitCollection) -> UIFont {
        guard let scaling else { return self }
        let size = scaling.baseSize * DynamicTypeTable.scale(scaling.style, at: traits.preferredContentSizeCategory)
        return UIFont(pointSize: size, weight: weight, scaling: scaling)
    }
}

/// iOS 11: scales fonts and values with the user's text size as a text style scales
/// (developer.apple.com, UIFontMetrics): by the style's size at the current category over its
/// size at the default (large), from Apple's Dynamic Type table. Not annotated Sendable.
open class UIFontMetrics {
    let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The metrics of the body style.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the current traits; a label that adjusts its font for the content size
    /// scales it again when the traits change.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection` (else the current traits).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.scaling?.baseSize ?? font.pointSize
        let size = base * DynamicTypeTable.scale(textStyle, at: DynamicTypeTable.category(of: traitCollection))
        return UIFont(pointSize: size, weight: font.weight, scaling: (textStyle, base))
    }

    /// `value` scaled for the current traits.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection` (else the current traits).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeTable.scale(textStyle, at: DynamicTypeTable.category(of: traitCollection))
    }
}
