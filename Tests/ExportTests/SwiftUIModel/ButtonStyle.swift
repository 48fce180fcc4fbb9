/// https://developer.apple.com/documentation/swiftui/buttonstyle
/// `@MainActor @preconcurrency protocol ButtonStyle` (iOS 18 SDK).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
public struct ButtonStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    public struct Label: PrimitiveView {}
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the user is pressing the button.
    public let isPressed: Bool
    /// The model's own: a configuration as the button passes it.
    public init(role: ButtonRole? = nil, isPressed: Bool) {
        self.role = role
        label = Label()
        self.isPressed = isPressed
    }
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// `destructive`, as Apple declares it.
    public static let destructive = ButtonRole(name: "destructive")
    /// `cancel`, as Apple declares it.
    public static let cancel = ButtonRole(name: "cancel")
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: PrimitiveView {
    /// The role.
    public let role: ButtonRole?
    /// What a tap runs.
    public let action: @MainActor () -> Void
    /// The label.
    public let label: Label
    /// `init(action:label:)`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }
    /// `init(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { modified() }
}
