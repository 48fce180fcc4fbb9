/// The view modifiers the twins use, as Apple declares them; each returns the view wrapped.
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    public func disabled(_ disabled: Bool) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/controlsize(_:)
    /// `nonisolated func controlSize(_ controlSize: ControlSize) -> some View` (iOS 15); isolated
    /// here like the stand-in's other modifiers, which the twins call from the main actor.
    public func controlSize(_ controlSize: ControlSize) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
    public func lineLimit(_ number: Int?) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/truncationmode(_:)
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    public func opacity(_ opacity: Double) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
    public func tint(_ tint: Color?) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil
    ) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    public func overlay<V: View>(@ViewBuilder content: () -> V) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    public func contentShape<S: Shape>(_ shape: S) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
    public func accessibilityLabel(_ label: Text) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-4fb0a
    public func accessibilityValue(_ value: Text) -> some View { modified() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modified() }
}

/// https://developer.apple.com/documentation/swiftui/edge/set
public enum Edge: Sendable {
    /// `Set`, as Apple declares it.
    public struct Set: OptionSet, Sendable {
        /// `rawValue`, as Apple declares it.
        public let rawValue: Int
        /// `init`, as Apple declares it.
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1), trailing = Set(rawValue: 2), top = Set(rawValue: 4)
        /// `bottom`, as Apple declares it.
        public static let bottom = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
        /// `all`, as Apple declares it.
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// https://developer.apple.com/documentation/swiftui/controlsize
/// `enum ControlSize` (iOS 15): the size classes a view applies to the controls within it.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior()
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: OptionSet, Sendable {
    /// `rawValue`, as Apple declares it.
    public let rawValue: Int
    /// `init`, as Apple declares it.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `isButton`, as Apple declares it.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// `isSelected`, as Apple declares it.
    public static let isSelected = AccessibilityTraits(rawValue: 2)
}

/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {}

extension Shape {
    /// https://developer.apple.com/documentation/swiftui/shape/strokeborder(_:linewidth:antialiased:)
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { modified() }
}

/// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: Shape, PrimitiveView {
    /// `init`, as Apple declares it.
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: Shape, PrimitiveView {
    /// `cornerRadius`, as Apple declares it.
    public let cornerRadius: CGFloat
    /// `init`, as Apple declares it.
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
}

/// A stand-in for `#Preview` (a macro, which needs its plugin): the type-check rewrites
/// `#Preview("name") { ... }` as `let previewN = Preview("name") { ... }`, so the body is
/// checked as the SwiftUI overload's `@MainActor () -> some View` closure (a `@ViewBuilder`).
public struct Preview: Sendable {
    /// A preview named `name`.
    public init<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> Content) {}
}
