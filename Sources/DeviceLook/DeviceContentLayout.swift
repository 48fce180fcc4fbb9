import ButtonKit

/// Where a button's content sits as the device look draws it, in points in the picture's
/// coordinates: the activity indicator or image (the "lead"), the title's lines and a
/// configuration's subtitle. The drawing and the state facts read this one layout, so
/// what the review shows and what the export is checked against cannot drift apart.
public struct DeviceContentLayout: Hashable, Sendable {
    /// A point, in points.
    public struct Point: Hashable, Sendable {
        /// Across, from the left.
        public var x: Double
        /// Down, from the top.
        public var y: Double
    }

    /// What sits beside the title.
    public enum Lead: Hashable, Sendable {
        /// The activity indicator, its diameter in points.
        case spinner(diameter: Double)
        /// The image, as the glyph drawn for it, and its width in points.
        case image(glyph: String, width: Double)
    }

    /// The indicator or image, if one shows.
    public var lead: Lead?
    /// The lead's centre.
    public var leadCentre: Point?
    /// The centre of the title's block of lines.
    public var titleCentre: Point
    /// The title as set in its lines (empty when no title shows).
    public var titleLines: [String]
    /// A configuration's subtitle as drawn, empty when none.
    public var subtitle: String
    /// The subtitle's centre, when one shows.
    public var subtitleCentre: Point?
}
