/// Where a configuration puts its image, and so its activity indicator
/// (`imagePlacement`, an `NSDirectionalRectEdge`; default leading).
public enum ConfigurationImagePlacement: String, CaseIterable, Hashable, Sendable {
    /// Before, after, above or below the title.
    case leading, trailing, top, bottom
}
