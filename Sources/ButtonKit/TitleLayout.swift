/// How a button's title is laid out: the file's `lines`, `maxWidth` and `textStyle`.
public struct TitleLayout: Hashable, Sendable {
    /// The title's `numberOfLines`: 1 by default, 0 for as many as needed.
    public var lines: Int
    /// The widest the button may be, in points; `nil` for the reference device's width
    /// less its margins (361 pt).
    public var maxWidth: Double?
    /// The Dynamic Type text style of the title; `nil` for the theme's.
    public var textStyle: String?

    /// The reference device's width less its margins, in points.
    public static let defaultMaxWidth = 361.0
    /// The Dynamic Type text styles a title may name.
    public static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
        "caption1", "caption2",
    ]

    /// Creates a layout.
    /// - Parameters:
    ///   - lines: The number of lines (0: as many as needed).
    ///   - maxWidth: The widest, in points.
    ///   - textStyle: The Dynamic Type text style.
    public init(lines: Int = 1, maxWidth: Double? = nil, textStyle: String? = nil) {
        self.lines = lines
        self.maxWidth = maxWidth
        self.textStyle = textStyle
    }
}

/// An audit rule waived for one button, and why (reported, never silent).
public struct AuditWaiver: Hashable, Sendable {
    /// The rule's name, such as `hit-target`.
    public var rule: String
    /// Why the team accepts it.
    public var reason: String

    /// The audit's rules that a button may waive.
    public static let rules = ["contrast", "hit-target", "label", "truncation", "look-alike", "focus"]

    /// Creates a waiver.
    /// - Parameters:
    ///   - rule: The rule.
    ///   - reason: Why.
    public init(rule: String, reason: String) {
        self.rule = rule
        self.reason = reason
    }
}
