/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: Sendable {
    /// Whether the view and its containers are enabled.
    public var isEnabled = true
    /// Whether the nearest focusable ancestor has focus.
    public var isFocused = false
    /// https://developer.apple.com/documentation/swiftui/colorscheme
    public var colorScheme: ColorScheme = .light
    /// https://developer.apple.com/documentation/swiftui/colorschemecontrast
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// https://developer.apple.com/documentation/swiftui/layoutdirection
    public var layoutDirection: LayoutDirection = .leftToRight
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// `init`, as Apple declares it.
    public init() {}

    /// The model's values for the view being built (the driver sets them; SwiftUI passes them down).
    nonisolated(unsafe) public static var current = EnvironmentValues()
}

/// `ColorScheme`, as Apple declares it.
public enum ColorScheme: Sendable, Hashable { case light, dark }
/// `ColorSchemeContrast`, as Apple declares it.
public enum ColorSchemeContrast: Sendable, Hashable { case standard, increased }
/// `LayoutDirection`, as Apple declares it.
public enum LayoutDirection: Sendable, Hashable { case leftToRight, rightToLeft }
/// `DynamicTypeSize`, as Apple declares it.
public enum DynamicTypeSize: Sendable, Hashable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// The value in the current environment.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/scaledmetric
/// A value scaled with Dynamic Type relative to a text style (the model keeps the base value:
/// Apple publishes no scaling table for SwiftUI).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    /// `init(wrappedValue:relativeTo:)`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    /// `init(wrappedValue:)`.
    public init(wrappedValue: Value) { base = wrappedValue }
    /// The value at the current text size.
    public var wrappedValue: Value { base }
}
