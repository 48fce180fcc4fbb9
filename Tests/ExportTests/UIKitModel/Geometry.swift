// The UIKit model (docs/export.md, "The UIKit model"): a small executable model of the UIKit
// behaviour exported buttons rely on, with the SDK's declarations, so `swiftc` builds exported
// code against it on Linux. It imports only Glibc (to read asset catalogs), never Foundation, so
// no Linux Foundation overload can hide a call that would not compile on iOS.

/// Core Graphics' scalar: a Double on 64-bit devices.
public typealias CGFloat = Double
/// Foundation's seconds.
public typealias TimeInterval = Double

/// Core Graphics' point.
public struct CGPoint: Sendable, Equatable {
    /// The horizontal coordinate.
    public var x: CGFloat
    /// The vertical coordinate.
    public var y: CGFloat
    /// A point at `x`, `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// The origin.
    public static let zero = CGPoint(x: 0, y: 0)
}

/// Core Graphics' size.
public struct CGSize: Sendable, Equatable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat
    /// A size of `width` by `height`.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    /// No size.
    public static let zero = CGSize(width: 0, height: 0)
}

/// Core Graphics' rectangle: an origin and a size.
public struct CGRect: Sendable, Equatable {
    /// The top-left corner.
    public var origin: CGPoint
    /// The size.
    public var size: CGSize
    /// A rectangle from its four numbers.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    /// A rectangle at `origin` of `size`.
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    /// The empty rectangle at the origin.
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    /// The width.
    public var width: CGFloat { size.width }
    /// The height.
    public var height: CGFloat { size.height }
    /// The left edge.
    public var minX: CGFloat { origin.x }
    /// The horizontal middle.
    public var midX: CGFloat { origin.x + size.width / 2 }
    /// The right edge.
    public var maxX: CGFloat { origin.x + size.width }
    /// The top edge.
    public var minY: CGFloat { origin.y }
    /// The vertical middle.
    public var midY: CGFloat { origin.y + size.height / 2 }
    /// The bottom edge.
    public var maxY: CGFloat { origin.y + size.height }
}

/// UIKit's insets in leading and trailing terms, which follow the layout direction.
public struct NSDirectionalEdgeInsets: Sendable, Equatable {
    /// The top inset.
    public var top: CGFloat
    /// The inset on the side where text starts.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset on the side where text ends.
    public var trailing: CGFloat
    /// Insets from their four numbers.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// The edges of a rectangle in leading and trailing terms (`imagePlacement`).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    /// The edges as bits.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The edge where text starts.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The edge where text ends.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Foundation's archiver base class, for `init?(coder:)`.
open class NSCoder {
    /// An empty coder.
    public init() {}
}
