/// iOS 13: the curve a layer's rounded corners follow (developer.apple.com, CALayerCornerCurve),
/// a string type as the SDK declares it.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// The curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles: the default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve from edge to corner, as UIKit's own button backgrounds and app icons round.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
