// What SwiftUI re-exports from Foundation and CoreGraphics that the twins use, without
// Foundation (which Linux builds may lack): the model's own declarations, as Apple documents them.

/// https://developer.apple.com/documentation/corefoundation/cgfloat (a Double on 64-bit platforms).
public typealias CGFloat = Double

/// https://developer.apple.com/documentation/foundation/bundle: the model knows bundles by path only.
public final class Bundle: Sendable {
    /// The folder holding the bundle's resources.
    public let bundlePath: String
    /// A bundle over the folder at `path`.
    public init(path: String) { bundlePath = path }
    /// The app's bundle: the current folder in the model.
    public static let main = Bundle(path: ".")
}

/// https://developer.apple.com/documentation/foundation/localizedstringresource
/// A key, its default value and comment; SwiftUI resolves it for the environment's locale.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The key in the String Catalog.
    public let key: String
    /// The development-language text (a `String.LocalizationValue` in Foundation; a string here).
    public let defaultValue: String
    /// `init(_:defaultValue:table:locale:bundle:comment:)`.
    public init(_ key: StaticString, defaultValue: String, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
    }
    /// A literal is its own key and default value.
    public init(stringLiteral value: String) {
        key = value
        defaultValue = value
    }
}
