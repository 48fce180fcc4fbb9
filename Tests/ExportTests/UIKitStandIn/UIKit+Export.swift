// swift-format-ignore-file
// (A stand-in for UIKit to type-check exported code, not the project's own API: not formatted or linted.)
// Declarations the export added after the first stand-in (UIKit.swift), with the SDK's
// signatures and isolation: a separate file, so the runnable UIKit model can grow beside it.

/// iOS 17's traits the export registers for: appearance and Increase Contrast.
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
public struct UITraitAccessibilityContrast: UITraitDefinition {}

extension UIFont {
    /// The line height of the font (ascender, descender and leading).
    public var lineHeight: CGFloat { 0 }
}

extension UIFont.Weight {
    public static let ultraLight = UIFont.Weight(), thin = UIFont.Weight(), light = UIFont.Weight()
    public static let medium = UIFont.Weight(), bold = UIFont.Weight(), heavy = UIFont.Weight()
    public static let black = UIFont.Weight()
}

extension UIView {
    /// The size that best fits `size` (UILabel: the text's, wrapped within the width).
    public func sizeThatFits(_ size: CGSize) -> CGSize { .zero }
}

/// UIAccessibility's notifications (a namespace in Swift).
public struct UIAccessibility {
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let announcement = Notification(rawValue: 1008)
    }
    /// Posts a notification to assistive apps (`UIAccessibilityPostNotification`).
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

extension UITraitCollection {
    /// A trait collection combining others (iOS 8).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init(userInterfaceStyle: .unspecified) }
}

extension UIControl {
    /// Calls the actions registered for `controlEvents` (iOS 2).
    public func sendActions(for controlEvents: UIControl.Event) {}
}

extension UIImage {
    /// An SF Symbol by name (iOS 13).
    public convenience init?(systemName name: String) { self.init(named: name) }
}
