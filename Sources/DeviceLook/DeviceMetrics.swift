import ButtonKit
import Theming

/// A button's size in points in an environment, as UIKit sizes it: the title's point size
/// from Apple's Dynamic Type table for its text style, the theme's height and padding
/// scaled as `UIFontMetrics(forTextStyle:)` scales them (the height never below the
/// theme's own), the title in the theme's weight (at least bold with Bold Text), at most
/// `maxWidth` wide.
public struct DeviceMetrics: Hashable, Sendable {
    /// The title's text style: the file's, else headline for medium buttons (17 pt at the
    /// default size, iOS's large-button title) and subheadline for small ones (15 pt).
    public var textStyle: String
    /// The title's point size.
    public var fontSize: Double
    /// The title's CSS weight: the theme's weight for the state, as the exported button sets
    /// its font; with Bold Text at least bold.
    public var titleWeight: Int
    /// The height of a one-line button.
    public var height: Double
    /// The padding each side of the content.
    public var paddingX: Double
    /// The widest the button may be.
    public var maxWidth: Double
    /// The title's lines (`numberOfLines`; 0: as many as needed).
    public var lines: Int
    /// `UIFontMetrics`' factor for the text style at this content size.
    public var scale: Double

    /// The size of `button` drawn with the theme's point tokens in `environment`.
    /// - Parameters:
    ///   - button: The button (its drawn size and layout keys).
    ///   - points: The theme's point tokens.
    ///   - environment: The environment.
    ///   - fontWeight: The theme's title weight for the button's state (``TextLook``).
    public init(_ button: Button, points: ButtonPoints, environment: DisplayEnvironment, fontWeight: Int) {
        let size = button.drawnSize
        let layout = button.definition.layout
        textStyle = layout.textStyle ?? Self.defaultTextStyle(for: size)
        let category = environment.contentSize
        fontSize = DynamicTypeTable.pointSize(textStyle, at: category) ?? 17
        titleWeight = environment.boldText ? max(700, fontWeight) : fontWeight
        scale = DynamicTypeTable.scale(textStyle, at: category)
        height = max(points.height(for: size), (points.height(for: size) * scale).rounded())
        paddingX = (points.paddingX(for: size) * scale).rounded()
        maxWidth = layout.maxWidth ?? TitleLayout.defaultMaxWidth
        lines = layout.lines
    }

    /// The text style a title without one uses.
    public static func defaultTextStyle(for size: ButtonSize) -> String { size == .small ? "subheadline" : "headline" }

    /// The height of a line of the title: the system font's line height, about 1.2 times
    /// its size (an approximation of SF Pro's, which varies a little by size).
    public var lineHeight: Double { (fontSize * 1.2).rounded() }

    /// The height of the button when its title takes `count` lines.
    public func height(lines count: Int) -> Double { height + Double(max(0, count - 1)) * lineHeight }

    /// The title set in lines within `width` points of content.
    /// - Parameters:
    ///   - title: The title shown.
    ///   - contentWidth: The width left for the title.
    public func fit(_ title: String, contentWidth: Double) -> TitleFitting {
        TitleFitting(title, size: fontSize, weight: titleWeight, width: contentWidth, lines: lines)
    }
}
