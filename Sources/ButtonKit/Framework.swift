/// Whose rules a button follows (DESIGN section 19): UIKit's `UIButton` (the default) or
/// SwiftUI's `Button` drawn by a `ButtonStyle`. The rules differ in which states are
/// reachable and in which per-state value shows.
public enum Framework: String, CaseIterable, Hashable, Sendable {
    /// `UIButton`: `isHighlighted` also set by code, exact-match lookup else normal.
    case uikit
    /// SwiftUI: pressed only while enabled and only by a touch, the precedence ladder.
    case swiftui

    /// The framework's own spelling, for headers and reports (`UIKit`, `SwiftUI`).
    public var displayName: String {
        switch self {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        }
    }

    /// The other framework: what the interactive key switches to.
    public var other: Framework { self == .uikit ? .swiftui : .uikit }
}
