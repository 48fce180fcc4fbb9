/// https://developer.apple.com/documentation/swiftui/text
public struct Text: PrimitiveView, Sendable {
    /// The resource shown, or the verbatim string.
    public let resource: LocalizedStringResource
    /// `init(_ resource: LocalizedStringResource)` (iOS 16).
    nonisolated public init(_ resource: LocalizedStringResource) { self.resource = resource }
    /// `init(verbatim:)`.
    nonisolated public init(verbatim content: String) { resource = LocalizedStringResource(stringLiteral: content) }

    /// https://developer.apple.com/documentation/swiftui/text/truncationmode
    public enum TruncationMode: Sendable { case head, middle, tail }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: PrimitiveView, Sendable {
    /// The symbol or asset name.
    public let name: String
    /// Whether it is an SF Symbol.
    public let isSystem: Bool
    /// `init(systemName:)`.
    nonisolated public init(systemName: String) { name = systemName; isSystem = true }
    /// `init(_ name: String, bundle: Bundle? = nil)`.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) { self.name = name; isSystem = false }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Sendable, Hashable {
    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Sendable, Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Sendable, Hashable {
        let value: Int
        public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300)
        public static let regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600)
        public static let bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
        /// Model only: the weight on CSS's scale (regular 400), for verify-export to compare.
        public var modelValue: Int { value }
    }
    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }
    let style: TextStyle
    let weight: Weight?
    /// `system(_:design:weight:)` (iOS 16): a text style, so it scales with Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight)
    }
}
