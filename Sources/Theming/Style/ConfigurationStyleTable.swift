import ButtonKit

/// The automatic colours of each `UIButton.Configuration` style, the one place they are
/// written. Apple documents only that `updated(for:)` "updates default values based on the
/// button state" (uikit-semantics.md section 3.4) and publishes no numbers, so every row
/// below except those marked documented is an approximation of the system look, and the
/// inspector says so. Each row names its source.
public enum ConfigurationStyleTable {
    /// What a row does to one colour.
    public enum Change: Hashable, Sendable {
        /// No colour at all: the surface shows through.
        case clear
        /// The tint: the file's base colour for that part, else the variant's colour.
        case tint
        /// White, the title colour on a filled tint.
        case white
        /// The surface mixed toward the theme's text colour by `amount` (a system fill or
        /// label grey that follows light and dark themes).
        case surfaceTowardText(Double)
        /// The surface mixed toward the tint by `amount` (a wash of the tint).
        case surfaceTowardTint(Double)
        /// The current colour mixed toward black by `amount` (pressed darkening).
        case darker(Double)
        /// The current colour mixed toward the surface by `amount` (pressed fading).
        case faded(Double)
    }

    /// One row: in `condition` (normal for the style's own colours), a style's background
    /// and foreground change like this; `nil` keeps the colour.
    public struct Row: Hashable, Sendable {
        /// The style the row is for.
        public var style: ConfigurationStyle
        /// `.normal` for the style's base colours, else the one flag the row applies for.
        public var condition: ControlState
        /// What happens to the background (`nil`: kept).
        public var background: Change?
        /// What happens to the title and image colour (`nil`: kept).
        public var foreground: Change?
        /// Whether Apple documents the row (else it is an approximation).
        public var documented: Bool
        /// Where the row comes from.
        public var source: String
    }

    /// The rows, per style: base colours, then selected, highlighted, disabled, applied in
    /// that order for each flag the state holds.
    public static let rows: [Row] = [
        Row(
            style: .plain, condition: .normal, background: .clear, foreground: .tint, documented: true,
            source: "Apple, UIButton.Configuration.plain(): \"transparent background\", tinted title"),
        Row(
            style: .gray, condition: .normal, background: .surfaceTowardText(0.12), foreground: .tint,
            documented: false,
            source:
                "Apple says \"gray background\" (title in the tint); the grey, 12% text on the surface (about secondarySystemFill), is an approximation"
        ),
        Row(
            style: .tinted, condition: .normal, background: .surfaceTowardTint(0.18), foreground: .tint,
            documented: false,
            source:
                "Apple says \"tinted background color\" (title in the tint); the 18% wash is an approximation of iOS 15 screenshots"
        ),
        Row(
            style: .filled, condition: .normal, background: .tint, foreground: .white, documented: false,
            source: "Apple says filled; tint fill with a white title as iOS 15 draws it (colours not published)"),

        Row(
            style: .plain, condition: .selected, background: .tint, foreground: .white, documented: false,
            source:
                "automaticallyUpdateForSelection is true for plain (Apple); the filled look is an approximation of iOS 15"
        ),
        Row(
            style: .gray, condition: .selected, background: .tint, foreground: .white, documented: false,
            source:
                "automaticallyUpdateForSelection is true for gray (Apple); the filled look is an approximation of iOS 15"
        ),
        Row(
            style: .tinted, condition: .selected, background: .tint, foreground: .white, documented: false,
            source:
                "automaticallyUpdateForSelection is true for tinted (Apple); the filled look is an approximation of iOS 15"
        ),
        Row(
            style: .filled, condition: .selected, background: nil, foreground: nil, documented: true,
            source: "Apple: automaticallyUpdateForSelection is false for filled, so selection changes nothing"),

        Row(
            style: .plain, condition: .highlighted, background: nil, foreground: .faded(0.35), documented: false,
            source: "a pressed plain button fades its title (no published value)"),
        Row(
            style: .gray, condition: .highlighted, background: .darker(0.12), foreground: nil, documented: false,
            source:
                "a pressed background darkens (no published value; cf. the 45% black of legacy images)"),
        Row(
            style: .tinted, condition: .highlighted, background: .darker(0.12), foreground: nil, documented: false,
            source:
                "a pressed background darkens (no published value; cf. the 45% black of legacy images)"),
        Row(
            style: .filled, condition: .highlighted, background: .darker(0.2), foreground: nil, documented: false,
            source:
                "a pressed background darkens (no published value; cf. the 45% black of legacy images)"),

        Row(
            style: .plain, condition: .disabled, background: nil, foreground: .surfaceTowardText(0.3),
            documented: false,
            source: "a disabled title greys out (about tertiaryLabel; no published value)"),
        Row(
            style: .gray, condition: .disabled, background: .surfaceTowardText(0.08),
            foreground: .surfaceTowardText(0.3), documented: false,
            source: "disabled fill and title grey out (about quaternarySystemFill and tertiaryLabel)"),
        Row(
            style: .tinted, condition: .disabled, background: .surfaceTowardText(0.08),
            foreground: .surfaceTowardText(0.3), documented: false,
            source: "disabled fill and title grey out (about quaternarySystemFill and tertiaryLabel)"),
        Row(
            style: .filled, condition: .disabled, background: .surfaceTowardText(0.08),
            foreground: .surfaceTowardText(0.3), documented: false,
            source: "disabled fill and title grey out (about quaternarySystemFill and tertiaryLabel)"),
    ]

    /// The flags rows exist for, in the order they are applied.
    public static let conditions: [ControlState] = [.selected, .highlighted, .disabled]

    /// The row for a style in a condition.
    /// - Parameters:
    ///   - style: The style.
    ///   - condition: `.normal`, `.selected`, `.highlighted` or `.disabled`.
    public static func row(_ style: ConfigurationStyle, _ condition: ControlState) -> Row? {
        rows.first { $0.style == style && $0.condition == condition }
    }

    /// The rows that apply in `state`: the base row, then one per flag held.
    /// - Parameters:
    ///   - style: The style.
    ///   - state: The button's state.
    public static func rows(_ style: ConfigurationStyle, in state: ControlState) -> [Row] {
        ([.normal] + conditions.filter { state.contains($0) }).compactMap { row(style, $0) }
    }

    /// The corner radius in points of a corner style (system radii: approximations, Apple
    /// publishes none); `nil` keeps the theme's radius (`fixed`, `dynamic`).
    public static func cornerRadius(_ corner: ConfigurationCornerStyle) -> Double? {
        switch corner {
        case .fixed, .dynamic: nil
        case .small: 6
        case .medium: 8
        case .large: 12
        case .capsule: CornerStyle.pillRadius
        }
    }
}
