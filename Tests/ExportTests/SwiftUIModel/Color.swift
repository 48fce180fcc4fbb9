/// https://developer.apple.com/documentation/swiftui/color
/// A colour as the model keeps it (its initializers nonisolated, as in the SDK, so tables of colours
/// can be static): a named colour set in a bundle, or sRGB components.
public struct Color: Hashable, Sendable, PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable { case sRGB }

    /// The colour set's name, for `init(_:bundle:)`.
    public let name: String?
    /// The bundle's path, `nil` for the main bundle.
    public let bundlePath: String?
    /// Red, green, blue and opacity, 0...1, for component colours.
    public let components: [Double]

    /// `init(_ name: String, bundle: Bundle? = nil)`: the colour set `name` of the bundle's asset catalog.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        bundlePath = bundle?.bundlePath
        components = []
    }

    /// `init(_:red:green:blue:opacity:)`.
    nonisolated public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        name = nil
        bundlePath = nil
        components = [red, green, blue, opacity]
    }

    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0)

}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}
extension Color: ShapeStyle {}
