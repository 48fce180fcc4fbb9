/// What VoiceOver says about an element besides its label (developer.apple.com,
/// UIAccessibilityTraits).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button: VoiceOver says "button" after the label.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected: VoiceOver says "selected" before the label.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Static text.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Not enabled: VoiceOver says "dimmed".
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 10)
}

/// Posting accessibility notifications (developer.apple.com, UIAccessibility/post(notification:argument:)).
public enum UIAccessibility {
    /// A notification VoiceOver acts on.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number.
        public let rawValue: UInt32
        /// A notification by number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement: the argument is the text to read.
        public static let announcement = Notification(rawValue: 1008)
    }

    /// Model only: the announcements posted so far, in order, for tests to read.
    nonisolated(unsafe) public static var postedAnnouncements: [String] = []

    /// Posts `notification`; the model records an announcement's text.
    public static func post(notification: Notification, argument: Any?) {
        if notification == .announcement, let text = argument as? String { postedAnnouncements.append(text) }
    }
}
