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
    /// https://developer.apple.com/documentation/foundation/bundle/init(for:)
    /// The bundle that holds `aClass`: in the model every class is the app's, so ``main``'s folder.
    public convenience init(for aClass: AnyClass) { self.init(path: Bundle.main.bundlePath) }
}

/// https://developer.apple.com/documentation/foundation/localizedstringresource
/// A key, its default value and comment; SwiftUI resolves it for the environment's locale.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The key in the String Catalog.
    public let key: String
    /// The development-language text, with the arguments of its interpolations.
    public let defaultValue: String.LocalizationValue
    /// `init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    /// locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil)` (iOS 16; the
    /// model has no `Locale`, so it leaves `locale` out).
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle,
        comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
    }
    /// A literal is its own key and default value.
    public init(stringLiteral value: String) {
        key = value
        defaultValue = String.LocalizationValue(stringLiteral: value)
    }
}

extension String {
    /// https://developer.apple.com/documentation/swift/string/localizationvalue
    /// A literal, possibly interpolated: the model keeps its format (each interpolated string as
    /// `%@`, as in the catalog) and the arguments, so a reader can fill in a locale's format.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Hashable {
        /// The format, `%@` for each argument.
        public let format: String
        /// The interpolated strings, in order.
        public let arguments: [String]
        /// A literal without interpolations.
        public init(stringLiteral value: String) {
            format = value
            arguments = []
        }
        /// A literal with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            format = stringInterpolation.format
            arguments = stringInterpolation.arguments
        }
        /// The parts of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var format = ""
            var arguments: [String] = []
            /// Room for the literal.
            public init(literalCapacity: Int, interpolationCount: Int) {}
            /// A literal part.
            public mutating func appendLiteral(_ literal: String) { format += literal }
            /// A string argument: `%@` in the format.
            public mutating func appendInterpolation(_ string: String) {
                format += "%@"
                arguments.append(string)
            }
        }
    }
}

extension BinaryInteger {
    /// https://developer.apple.com/documentation/swift/binaryinteger/formatted()
    /// Foundation's locale-aware formatting (iOS 15), as English writes it: groups of three
    /// digits separated by commas (the model has no locale data).
    public func formatted() -> String {
        let digits = String(self.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (self < 0 ? "-" : "") + grouped
    }
}
