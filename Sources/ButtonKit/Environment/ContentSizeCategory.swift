/// UIKit's `UIContentSizeCategory`: the text size a person chose in Settings, from extra
/// small to the fifth accessibility size. `l` (large) is the system default.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Comparable, Codable {
    case xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5

    /// UIKit's name for the category.
    public var uiKitName: String {
        switch self {
        case .xs: "extraSmall"
        case .s: "small"
        case .m: "medium"
        case .l: "large"
        case .xl: "extraLarge"
        case .xxl: "extraExtraLarge"
        case .xxxl: "extraExtraExtraLarge"
        case .ax1: "accessibilityMedium"
        case .ax2: "accessibilityLarge"
        case .ax3: "accessibilityExtraLarge"
        case .ax4: "accessibilityExtraExtraLarge"
        case .ax5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .ax1 }

    /// Orders categories from smallest to largest.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
