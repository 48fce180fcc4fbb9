/// iOS 14: a background's fill, corners and stroke.
public struct UIBackgroundConfiguration: Sendable {
    /// An empty background.
    public init() {}
    /// A clear background for list cells.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The fill; `nil` lets the button's style choose.
    public var backgroundColor: UIColor?
    /// The stroke's colour.
    public var strokeColor: UIColor?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
}

extension UIButton {
    /// iOS 15's button configuration (developer.apple.com, UIButton.Configuration): the style, the
    /// content and how it is laid out. The model keeps the values; the colours a style computes
    /// for each state are not published, so the model leaves them to ``UIButton/modelShown``.
    public struct Configuration: Sendable {
        /// The styles, as the static constructors name them.
        public enum Style: Sendable {
            case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
        }
        /// How round the corners are.
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// The button's size class.
        public enum Size: Sendable { case mini, small, medium, large }
        /// How several lines of title are aligned.
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }

        /// The style it was made with.
        public let style: Style
        init(style: Style) { self.style = style }

        /// A plain button: no fill.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A light tint fill.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint fill.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No fill, no border.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted bordered button.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A prominent bordered button.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title.
        public var title: String?
        /// The subtitle, under the title.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// Where the image (or the activity indicator, which replaces it) goes beside the title.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between image and title.
        public var imagePadding: CGFloat = 0
        /// The space between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// The insets around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The title's alignment.
        public var titleAlignment: TitleAlignment = .automatic
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class.
        public var buttonSize: Size = .medium
        /// iOS 16: shows an activity indicator in place of the image; the button stays enabled
        /// unless the app disables it.
        public var showsActivityIndicator = false
        /// The base fill the style derives its backgrounds from.
        public var baseBackgroundColor: UIColor?
        /// The base colour the style derives its title and image colours from.
        public var baseForegroundColor: UIColor?
        /// The background.
        public var background = UIBackgroundConfiguration()

        /// A copy updated for `button`'s state: it keeps every value set on it; the model leaves the
        /// state-dependent defaults (unpublished) to the style (developer.apple.com,
        /// UIButton.Configuration/updated(for:)).
        @MainActor public func updated(for button: UIButton) -> Configuration { self }
    }
}

/// A stand-in for `#Preview` (a macro, which needs its plugin): the type-check test rewrites
/// `#Preview("name") { ... }` as `let previewN = Preview("name") { ... }`, so the body is
/// checked as the UIKit overload's `@MainActor () -> UIView` closure.
public struct Preview: Sendable {
    /// The preview's body.
    public let body: @MainActor () -> UIView
    /// A preview named `name`.
    public init(_ name: String? = nil, body: @escaping @MainActor () -> UIView) { self.body = body }
}
