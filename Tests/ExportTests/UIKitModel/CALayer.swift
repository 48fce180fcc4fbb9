/// Core Animation's layer: the corner radius, border and opacity a view draws with. Not
/// main-actor isolated. Its `borderColor` is a fixed `CGColor`: UIKit does not re-resolve it
/// when the traits change (developer.apple.com, UIColor/resolvedColor(with:)).
open class CALayer {
    /// A layer with no border and square corners.
    public init() {}
    /// The corner radius in points.
    open var cornerRadius: CGFloat = 0
    /// iOS 13: how the corners are rounded, circular arcs by default (developer.apple.com,
    /// CALayer/cornerCurve). The model draws nothing: it keeps the value.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The border's width in points.
    open var borderWidth: CGFloat = 0
    /// The border's colour, fixed.
    open var borderColor: CGColor?
    /// The opacity, 0 to 1.
    open var opacity: Float = 1
    /// The background, fixed.
    open var backgroundColor: CGColor?
    /// Whether sublayers are clipped to the corners.
    open var masksToBounds = false
}
