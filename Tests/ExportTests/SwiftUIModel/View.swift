// The SwiftUI stand-in: declarations as Apple documents them, enough to type-check and run
// the exported twins on Linux. Bodies are a model (values kept for the checks), not a renderer.

/// https://developer.apple.com/documentation/swiftui/view
/// `@MainActor @preconcurrency protocol View` (iOS 18 SDK: the whole protocol is main-actor isolated).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/never: views with no body end here.
extension Never: View {
    /// `body`, as Apple declares it.
    public var body: Never { fatalError("Never has no body") }
}

/// A view that only stands for a primitive view of the framework.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// `body`, as Apple declares it.
    public var body: Never { fatalError("\(Self.self) is primitive") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: PrimitiveView {
    /// `init`, as Apple declares it.
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder @MainActor
public enum ViewBuilder {
    /// `buildBlock()`, as Apple declares it.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// `buildBlock(_:)`, as Apple declares it.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// `buildBlock(_:)`, as Apple declares it.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    /// `buildIf(_:)`, as Apple declares it.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// `buildEither(first:)`, as Apple declares it.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(first: first) }
    /// `buildEither(second:)`, as Apple declares it.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(second: second) }
    /// `buildExpression(_:)`, as Apple declares it.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: PrimitiveView {
    /// `value`, as Apple declares it.
    public var value: T
    /// `init`, as Apple declares it.
    public init(_ value: T) { self.value = value }
}

/// What `if`/`else` in a view builder makes.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    let first: TrueContent?
    let second: FalseContent?
    init(first: TrueContent) { self.first = first; self.second = nil }
    init(second: FalseContent) { self.first = nil; self.second = second }
}

extension Optional: View where Wrapped: View {
    /// `body`, as Apple declares it.
    public var body: Never { fatalError("Optional is primitive") }
}

/// A view with a modifier applied: the stand-in keeps the content only.
public struct ModifiedView<Content: View>: PrimitiveView {
    /// `content`, as Apple declares it.
    public let content: Content
}

extension View {
    /// Every modifier of the stand-in returns the view wrapped, so chains type-check as in SwiftUI.
    func modified() -> ModifiedView<Self> { ModifiedView(content: self) }
}

/// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: PrimitiveView {
    /// `content`, as Apple declares it.
    public let content: Content
    /// `init`, as Apple declares it.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Sendable {
    /// `center`, as Apple declares it.
    public static let center = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView: PrimitiveView {
    /// `init`, as Apple declares it.
    public init() {}
}
