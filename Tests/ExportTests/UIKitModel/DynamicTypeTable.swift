/// Apple's published Dynamic Type sizes for iOS: the point size of every text style at every
/// content size category (the same table as ButtonKit's DynamicTypeTable, which the device look
/// uses). Source: Apple Human Interface Guidelines, Typography, "Specifications: iOS, iPadOS
/// Dynamic Type sizes" and "Larger accessibility type sizes",
/// https://developer.apple.com/design/human-interface-guidelines/typography
enum DynamicTypeTable {
    /// Point sizes by text style, in ``UIContentSizeCategory/ordered`` order (xs ... ax5).
    static let sizes: [String: [CGFloat]] = [
        UIFont.TextStyle.largeTitle.rawValue: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        UIFont.TextStyle.title1.rawValue: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        UIFont.TextStyle.title2.rawValue: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        UIFont.TextStyle.title3.rawValue: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        UIFont.TextStyle.headline.rawValue: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        UIFont.TextStyle.body.rawValue: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        UIFont.TextStyle.callout.rawValue: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        UIFont.TextStyle.subheadline.rawValue: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        UIFont.TextStyle.footnote.rawValue: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        UIFont.TextStyle.caption1.rawValue: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        UIFont.TextStyle.caption2.rawValue: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The category of `traits` (else of the current traits); large when unspecified.
    static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        return category == .unspecified ? .large : category
    }

    /// The point size of `style` at `category` (body's row for an unknown style).
    static func pointSize(_ style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let row = sizes[style.rawValue] ?? sizes[UIFont.TextStyle.body.rawValue] ?? []
        let index = UIContentSizeCategory.ordered.firstIndex(of: category) ?? 3
        return row.indices.contains(index) ? row[index] : 17
    }

    /// How `UIFontMetrics` scales at `category`: the style's size there over its size at large.
    static func scale(_ style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let base = pointSize(style, at: .large)
        return base > 0 ? pointSize(style, at: category == .unspecified ? .large : category) / base : 1
    }
}
