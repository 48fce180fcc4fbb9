/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// Whether Increase Contrast is on.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal, high
}

/// Left-to-right or right-to-left layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight, rightToLeft
}

/// Left-to-right or right-to-left, as a view lays its content out.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// The user's text size (Dynamic Type), with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the category.
    public let rawValue: String
    /// A category by UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not set.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// xSmall.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// xLarge.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// xxLarge.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// xxxLarge.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// AX1.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories in order, smallest first (the Dynamic Type table's columns).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes (developer.apple.com,
    /// UIContentSizeCategory/isAccessibilityCategory).
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// The traits a view draws with (developer.apple.com, UITraitCollection). iOS 17: immutable and
/// Sendable. The model keeps the four traits exported buttons read; a trait left unspecified
/// resolves as the system default (light, normal contrast, left to right, large).
public final class UITraitCollection: Sendable, Equatable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Increase Contrast.
    public let accessibilityContrast: UIAccessibilityContrast
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The text size.
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(
        style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast, direction: UITraitEnvironmentLayoutDirection,
        size: UIContentSizeCategory
    ) {
        userInterfaceStyle = style
        accessibilityContrast = contrast
        layoutDirection = direction
        preferredContentSizeCategory = size
    }

    /// An empty collection: every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified, contrast: .unspecified, direction: .unspecified, size: .unspecified)
    }
    /// A collection holding only an appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, contrast: .unspecified, direction: .unspecified, size: .unspecified)
    }
    /// A collection holding only a contrast setting.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(style: .unspecified, contrast: accessibilityContrast, direction: .unspecified, size: .unspecified)
    }
    /// A collection holding only a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(style: .unspecified, contrast: .unspecified, direction: layoutDirection, size: .unspecified)
    }
    /// A collection holding only a text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            style: .unspecified, contrast: .unspecified, direction: .unspecified, size: preferredContentSizeCategory)
    }
    /// The traits of `traitCollections` combined: a later collection's specified trait wins
    /// (developer.apple.com, UITraitCollection/init(traitsFrom:)).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var contrast = UIAccessibilityContrast.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var size = UIContentSizeCategory.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.preferredContentSizeCategory != .unspecified { size = traits.preferredContentSizeCategory }
        }
        self.init(style: style, contrast: contrast, direction: direction, size: size)
    }

    /// What a screen of a phone in its default settings reports.
    static let systemDefault = UITraitCollection(
        style: .light, contrast: .normal, direction: .leftToRight, size: .large)

    /// The traits UIKit resolves dynamic colours with when no other collection is given. UIKit sets
    /// it to a view's traits while it calls the view's `layoutSubviews()`, `draw(_:)` and
    /// trait-change handlers (developer.apple.com, UITraitCollection/current); the model does the
    /// same in `layoutIfNeeded()` and when it calls trait-change handlers.
    nonisolated(unsafe) public static var current: UITraitCollection = systemDefault

    /// Whether two collections hold the same traits.
    public static func == (left: UITraitCollection, right: UITraitCollection) -> Bool {
        left.userInterfaceStyle == right.userInterfaceStyle && left.accessibilityContrast == right.accessibilityContrast
            && left.layoutDirection == right.layoutDirection
            && left.preferredContentSizeCategory == right.preferredContentSizeCategory
    }

    /// iOS 17: the system traits a dynamic colour may depend on, for `registerForTraitChanges`.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
    }

    /// The system traits that change the size of text.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitLayoutDirection.self]
    }
}
