/// Apple's published Dynamic Type sizes for iOS: the point size of every text style at
/// every content size category, and each style's weight.
///
/// Source: Apple Human Interface Guidelines, Typography, "Specifications: iOS, iPadOS
/// Dynamic Type sizes" (the xSmall to xxxLarge tables and the "Larger accessibility type
/// sizes" table), https://developer.apple.com/design/human-interface-guidelines/typography
/// The values are Apple's; nothing here is estimated.
public enum DynamicTypeTable {
    /// Where the numbers come from.
    public static let source =
        "Apple Human Interface Guidelines, Typography: iOS and iPadOS Dynamic Type sizes "
        + "(https://developer.apple.com/design/human-interface-guidelines/typography)"

    /// Point sizes by text style, in ``ContentSizeCategory`` order (xs ... ax5).
    static let sizes: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The text styles Apple's table names whose default weight is semibold; every other
    /// style is regular.
    static let semiboldStyles: Set<String> = ["headline"]

    /// The point size of `style` at `category`; `nil` for a style the table lacks.
    /// - Parameters:
    ///   - style: A text style name (``TitleLayout/textStyles``).
    ///   - category: The content size.
    public static func pointSize(_ style: String, at category: ContentSizeCategory) -> Double? {
        guard let row = sizes[style], let index = ContentSizeCategory.allCases.firstIndex(of: category) else {
            return nil
        }
        return row[index]
    }

    /// The style's CSS weight in Apple's table: 600 (semibold) for headline, else 400.
    public static func weight(_ style: String) -> Int { semiboldStyles.contains(style) ? 600 : 400 }

    /// How `UIFontMetrics(forTextStyle:)` scales a value at `category`: the style's size
    /// there over its size at the default category (`l`); 1 for an unknown style.
    /// - Parameters:
    ///   - style: The text style.
    ///   - category: The content size.
    public static func scale(_ style: String, at category: ContentSizeCategory) -> Double {
        guard let size = pointSize(style, at: category), let base = pointSize(style, at: .l), base > 0 else {
            return 1
        }
        return size / base
    }
}
