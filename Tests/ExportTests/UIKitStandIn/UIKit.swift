// swift-format-ignore-file
// (A stand-in for UIKit to type-check exported code, not the project's own API: not formatted or linted.)
// A stand-in for the few UIKit (and Foundation) symbols the exported buttons use, with
// UIKit's signatures, so the tests can type-check `button-sim export swift` output with
// `swiftc -typecheck` on Linux. It imports nothing, so no Linux Foundation overload can
// hide a call that would not compile on iOS. Bodies do nothing: only types are checked.

public typealias CGFloat = Double
public typealias TimeInterval = Double

public struct CGPoint: Sendable {
    public var x: CGFloat; public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = CGPoint(x: 0, y: 0)
}
public struct CGSize: Sendable {
    public var width: CGFloat; public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public static let zero = CGSize(width: 0, height: 0)
}
public struct CGRect: Sendable {
    public var origin: CGPoint; public var size: CGSize
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
    }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public var minX: CGFloat { origin.x }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var maxX: CGFloat { origin.x + size.width }
    public var midY: CGFloat { origin.y + size.height / 2 }
}

open class NSCoder {}

extension BinaryInteger {
    /// Foundation's locale-aware formatting (iOS 15).
    public func formatted() -> String { "" }
}
public final class CGColor: Sendable {}
public final class Bundle: Sendable { public static let main = Bundle() }

extension String {
    /// Foundation's localization value: a literal, possibly interpolated.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: StringInterpolation) {}
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) {}
            public mutating func appendInterpolation(_ string: String) {}
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {}
        }
    }
    /// iOS 16: a string from a String Catalog by key, with the development-language value.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, comment: StaticString? = nil
    ) { self = "" }
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }

/// iOS 17: immutable and Sendable; its properties are nonisolated.
public final class UITraitCollection: Sendable {
    public init(userInterfaceStyle: UIUserInterfaceStyle) {}
    public init(accessibilityContrast: UIAccessibilityContrast) {}
    public var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    public var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

public final class UIColor: Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// iOS 13; the provider is `@Sendable` in the iOS 18 SDK: UIKit may call it on any thread.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    public var cgColor: CGColor { CGColor() }
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { false }
    public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

public final class UIFont: Sendable {
    public struct Weight: Sendable { public static let regular = Weight(); public static let semibold = Weight() }
    public struct TextStyle: Sendable {
        public static let largeTitle = TextStyle(), title1 = TextStyle(), title2 = TextStyle(), title3 = TextStyle()
        public static let headline = TextStyle(), body = TextStyle(), callout = TextStyle(), subheadline = TextStyle()
        public static let footnote = TextStyle(), caption1 = TextStyle(), caption2 = TextStyle()
    }
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
}

/// iOS 11; not annotated Sendable, so it stays where it is made.
open class UIFontMetrics {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

open class NSAttributedString {
    public struct Key: Hashable, Sendable { public static let font = Key() }
    public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    /// UIKit's NSStringDrawing addition.
    open func size() -> CGSize { .zero }
}

public final class UIImage: Sendable {
    public init?(named name: String) {}
}

/// Core Animation's layer is not main-actor isolated.
open class CALayer {
    public init() {}
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var opacity: Float = 1
}

/// iOS 17's trait registration.
public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}
public protocol UITraitChangeRegistration: Sendable {}
@MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}
struct TraitRegistration: UITraitChangeRegistration {}

@MainActor open class UIView: UITraitEnvironment {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open var bounds: CGRect = .zero
    open var frame: CGRect = .zero
    open var center: CGPoint = .zero
    open var backgroundColor: UIColor?
    open var layer: CALayer { CALayer() }
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    open var tintColor: UIColor!
    open func layoutIfNeeded() {}
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration { TraitRegistration() }
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isFocused: Bool { false }
    open var intrinsicContentSize: CGSize { .zero }
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func invalidateIntrinsicContentSize() {}
    open func addSubview(_ view: UIView) {}
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
}

@MainActor open class UILabel: UIView {
    open var font: UIFont!
    open var text: String?
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}

@MainActor open class UIImageView: UIView {}

@MainActor open class UIActivityIndicatorView: UIView {
    public enum Style: Sendable { case medium, large }
    public init(style: Style) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var color: UIColor!  // null_resettable
    open var hidesWhenStopped = true
    open var isAnimating: Bool { false }
    open func startAnimating() {}
    open func stopAnimating() {}
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor open class UIMenuElement {}

@MainActor open class UIAction: UIMenuElement {
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: String? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) { self.init() }
    override init() {}
}

@MainActor open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    open var state: State { [] }
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    public func addAction(_ action: UIAction, for controlEvents: Event) {}
}

@MainActor open class UIButton: UIControl {
    open var titleLabel: UILabel? { nil }
    open var currentTitle: String? { nil }
    open var currentTitleColor: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open func titleColor(for state: UIControl.State) -> UIColor? { nil }
    open func updateConfiguration() {}
    open var imageView: UIImageView? { nil }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { nil }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open var configuration: UIButton.Configuration?
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
    open var automaticallyUpdatesConfiguration = true
    open func setNeedsUpdateConfiguration() {}
}

/// iOS 14.
public struct UIBackgroundConfiguration: Sendable {
    public init() {}
    public var cornerRadius: CGFloat = 0
    public var backgroundColor: UIColor?
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
}

extension UIButton {
    /// iOS 15's `UIButton.Configuration`, the members the exported buttons use.
    public struct Configuration: Sendable {
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Sendable { case mini, small, medium, large }
        public static func plain() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var showsActivityIndicator = false
        public var baseBackgroundColor: UIColor?
        public var baseForegroundColor: UIColor?
        public var background = UIBackgroundConfiguration()
        @MainActor public func updated(for button: UIButton) -> Configuration { self }
    }
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}

/// A stand-in for `#Preview` (a macro, which needs its plugin): the type-check test rewrites
/// `#Preview("name") { ... }` as `let previewN = Preview("name") { ... }`, so the body is
/// checked as the UIKit overload's `@MainActor () -> UIView` closure.
public struct Preview: Sendable {
    public init(_ name: String? = nil, body: @escaping @MainActor () -> UIView) {}
}
