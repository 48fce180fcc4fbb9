/// iOS 17's trait definitions: a trait is a type, and views register handlers for the traits
/// they depend on (developer.apple.com, "Responding to changing traits"... registerForTraitChanges).
public protocol UITraitDefinition {}

/// A trait as `registerForTraitChanges` takes it.
public typealias UITrait = any UITraitDefinition.Type

/// How the model tells whether a trait changed between two collections.
protocol ModelTrait: UITraitDefinition {
    /// Whether the trait differs between `old` and `new`.
    static func changed(from old: UITraitCollection, to new: UITraitCollection) -> Bool
}

/// The appearance trait.
public enum UITraitUserInterfaceStyle: ModelTrait {
    static func changed(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        old.userInterfaceStyle != new.userInterfaceStyle
    }
}

/// The Increase Contrast trait.
public enum UITraitAccessibilityContrast: ModelTrait {
    static func changed(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        old.accessibilityContrast != new.accessibilityContrast
    }
}

/// The layout direction trait.
public enum UITraitLayoutDirection: ModelTrait {
    static func changed(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        old.layoutDirection != new.layoutDirection
    }
}

/// The Dynamic Type trait.
public enum UITraitPreferredContentSizeCategory: ModelTrait {
    static func changed(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        old.preferredContentSizeCategory != new.preferredContentSizeCategory
    }
}

/// A registration `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration: Sendable {}

/// The model's registration: a number that names the handler.
struct TraitRegistration: UITraitChangeRegistration, Hashable {
    let number: Int
}

/// iOS 17: a view's own trait values, overriding what it inherits (`traitOverrides`).
/// The model keeps the four traits of ``UITraitCollection``; `nil` inherits.
public struct UITraitOverrides: Sendable {
    /// No overrides: every trait inherited.
    public init() {}
    /// The appearance, or `nil` to inherit.
    public var userInterfaceStyle: UIUserInterfaceStyle?
    /// Increase Contrast, or `nil` to inherit.
    public var accessibilityContrast: UIAccessibilityContrast?
    /// The layout direction, or `nil` to inherit.
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    /// The text size, or `nil` to inherit.
    public var preferredContentSizeCategory: UIContentSizeCategory?

    /// The inherited `traits` with these overrides applied.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            style: userInterfaceStyle ?? traits.userInterfaceStyle,
            contrast: accessibilityContrast ?? traits.accessibilityContrast,
            direction: layoutDirection ?? traits.layoutDirection,
            size: preferredContentSizeCategory ?? traits.preferredContentSizeCategory)
    }
}

/// A view or view controller with traits.
@MainActor public protocol UITraitEnvironment: AnyObject {
    /// The traits it draws with.
    var traitCollection: UITraitCollection { get }
}
