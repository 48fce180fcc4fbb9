/// The settings a person's phone shows a button in (Settings' Display & Text Size and
/// Accessibility): text size, light or dark, Increase Contrast, writing direction, Bold
/// Text and Button Shapes; and, for SwiftUI's rules, whether a container around the
/// button is `.disabled`. A plain value, so any view (a picture, the audit, and later the
/// interactive program's state) can hold one and draw with it.
public struct DisplayEnvironment: Hashable, Sendable {
    /// Light or dark mode.
    public enum Appearance: String, CaseIterable, Hashable, Sendable, Codable { case light, dark }
    /// Whether Increase Contrast is on.
    public enum ContrastLevel: String, CaseIterable, Hashable, Sendable, Codable { case normal, increased }
    /// The writing direction of the language shown.
    public enum Direction: String, CaseIterable, Hashable, Sendable, Codable { case ltr, rtl }

    /// The text size (Dynamic Type).
    public var contentSize: ContentSizeCategory
    /// Light or dark.
    public var appearance: Appearance
    /// Increase Contrast.
    public var contrast: ContrastLevel
    /// Left to right or right to left.
    public var direction: Direction
    /// Bold Text.
    public var boldText: Bool
    /// Button Shapes.
    public var buttonShapes: Bool
    /// Whether a container around the button is `.disabled` (SwiftUI's rules: the button
    /// inherits it, the outermost `.disabled` wins); UIKit's buttons have no such setting.
    public var containerDisabled: Bool

    /// Creates an environment; every axis defaults to the phone's out-of-the-box setting.
    /// - Parameters:
    ///   - contentSize: The text size.
    ///   - appearance: Light or dark.
    ///   - contrast: Increase Contrast.
    ///   - direction: The writing direction.
    ///   - boldText: Bold Text.
    ///   - buttonShapes: Button Shapes.
    ///   - containerDisabled: Whether a container is `.disabled` (SwiftUI's rules).
    public init(
        contentSize: ContentSizeCategory = .l, appearance: Appearance = .light, contrast: ContrastLevel = .normal,
        direction: Direction = .ltr, boldText: Bool = false, buttonShapes: Bool = false,
        containerDisabled: Bool = false
    ) {
        self.contentSize = contentSize
        self.appearance = appearance
        self.contrast = contrast
        self.direction = direction
        self.boldText = boldText
        self.buttonShapes = buttonShapes
        self.containerDisabled = containerDisabled
    }

    /// A phone as it comes: large text, light, normal contrast, left to right, every setting off.
    public static let standard = DisplayEnvironment()

    /// Whether this is ``standard``.
    public var isStandard: Bool { self == .standard }

    /// Right to left.
    public var isRightToLeft: Bool { direction == .rtl }

    /// Every axis a button under `framework`'s rules has, as `axis=value`, in
    /// ``EnvironmentAxis`` order: `content-size=ax3 appearance=dark ...` (UIKit's buttons
    /// have no `container-disabled`).
    /// - Parameter framework: Whose rules the button follows.
    public func settings(for framework: Framework) -> [String] {
        EnvironmentAxis.axes(for: framework).map { "\($0.rawValue)=\($0.value(in: self))" }
    }

    /// The axes that differ from ``standard``, as `ax3 · dark · rtl · bold text`; "standard" when none.
    public var summary: String {
        var parts: [String] = []
        if contentSize != .l { parts.append(contentSize.rawValue) }
        if appearance != .light { parts.append(appearance.rawValue) }
        if contrast != .normal { parts.append("increased contrast") }
        if direction != .ltr { parts.append(direction.rawValue) }
        if boldText { parts.append("bold text") }
        if buttonShapes { parts.append("button shapes") }
        if containerDisabled { parts.append("container disabled") }
        return parts.isEmpty ? "standard" : parts.joined(separator: " · ")
    }

    /// Every combination of the given values, the first axis varying slowest (a grid's rows).
    /// - Parameter choices: Values per axis; an axis left out keeps `base`'s value.
    /// - Parameter base: The environment the choices change.
    public static func permutations(
        _ choices: [(axis: EnvironmentAxis, values: [String])], base: DisplayEnvironment = .standard
    ) -> [DisplayEnvironment] {
        var result = [base]
        for (axis, values) in choices {
            result = result.flatMap { environment in
                values.compactMap { value in
                    var changed = environment
                    return axis.set(value, in: &changed) ? changed : nil
                }
            }
        }
        return result
    }
}
