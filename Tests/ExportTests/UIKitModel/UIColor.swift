/// A colour: fixed sRGB components, or dynamic (a provider that gives a fixed colour for a trait
/// collection). Sendable, as the iOS 18 SDK declares it.
open class UIColor: @unchecked Sendable, CustomStringConvertible {
    /// How the colour is made.
    enum Storage: Sendable {
        case fixed(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A fixed colour from sRGB components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .fixed(red: white, green: white, blue: white, alpha: alpha)
    }

    /// iOS 13: a colour whose components come from `dynamicProvider` for the traits it is
    /// resolved with (developer.apple.com, UIColor/init(dynamicProvider:)). The provider is
    /// `@Sendable` in the iOS 18 SDK: UIKit may call it on any thread.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
    }

    /// The fixed colour for `traitCollection` (developer.apple.com, UIColor/resolvedColor(with:)):
    /// a dynamic colour asks its provider (again, if the provider gives a dynamic colour); a fixed
    /// colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The components of the colour resolved for `UITraitCollection.current`.
    var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch resolvedColor(with: UITraitCollection.current).storage {
        case .fixed(let red, let green, let blue, let alpha): return (red, green, blue, alpha)
        case .dynamic: return (0, 0, 0, 0)
        }
    }

    /// Reading `cgColor` resolves a dynamic colour for `UITraitCollection.current`: the
    /// `CGColor` is fixed and does not follow later trait changes (developer.apple.com,
    /// UIColor/resolvedColor(with:), Discussion).
    public var cgColor: CGColor {
        let (red, green, blue, alpha) = components
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components resolved for `UITraitCollection.current`; `true` (the model's colours are
    /// all sRGB, so they always convert).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = components
        red?.pointee = resolved.red
        green?.pointee = resolved.green
        blue?.pointee = resolved.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let red, let green, let blue, _): return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .dynamic(let provider): return UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// `#RRGGBB` for an opaque colour, `#RRGGBBAA` otherwise, resolved for `UITraitCollection.current`.
    public var description: String { hex(for: UITraitCollection.current) }

    /// Model only: `#RRGGBB` (or `#RRGGBBAA` when not opaque) for `traits`, what a test compares.
    public func hex(for traits: UITraitCollection) -> String {
        guard case .fixed(let red, let green, let blue, let alpha) = resolvedColor(with: traits).storage else {
            return "?"
        }
        func byte(_ value: CGFloat) -> String {
            let number = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(number, radix: 16, uppercase: true)
            return number < 16 ? "0" + digits : digits
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    /// Transparent.
    public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    /// Black.
    public class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// White.
    public class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// iOS's default tint: systemBlue, #007AFF in light mode and #0A84FF in dark mode
    /// (Human Interface Guidelines, Color, "Specifications").
    public class var systemBlue: UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1)
                : UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        }
    }
}

/// Core Graphics' colour: fixed components, not main-actor isolated.
public final class CGColor: Sendable, Equatable {
    /// The sRGB components and alpha.
    public let components: [CGFloat]?
    /// The alpha.
    public let alpha: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
    }

    /// Whether two colours have the same components.
    public static func == (left: CGColor, right: CGColor) -> Bool { left.components == right.components }
}
