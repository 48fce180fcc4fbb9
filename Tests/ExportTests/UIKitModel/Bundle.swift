#if canImport(Glibc)
    internal import Glibc
#else
    internal import Darwin
#endif

/// Foundation's bundle, as far as resources go: a folder holding the app's asset catalogs.
///
/// On a device an asset catalog is compiled into `Assets.car` inside the app bundle; the model
/// reads the catalog's source folders (`*.xcassets`) directly under `bundlePath`.
/// `Bundle.main` is the folder named by the environment variable `UIKIT_MODEL_BUNDLE`, else the
/// current folder (model only: how a test says where the app's resources are).
public final class Bundle: Sendable {
    /// The folder holding the bundle's resources.
    public let bundlePath: String

    /// A bundle over the folder at `path`; `nil` when it is not a folder.
    public init?(path: String) {
        guard FileText.isFolder(path) else { return nil }
        bundlePath = path
    }

    private init(unchecked path: String) { bundlePath = path }

    /// The bundle that holds `aClass` (developer.apple.com, Bundle/init(for:)): in the model
    /// every class is the app's, so this is ``main``.
    public convenience init(for aClass: AnyClass) { self.init(unchecked: Bundle.main.bundlePath) }

    /// The app's bundle.
    public static let main: Bundle = {
        if let folder = getenv("UIKIT_MODEL_BUNDLE") { return Bundle(unchecked: String(cString: folder)) }
        return Bundle(unchecked: ".")
    }()
}

extension String {
    /// Foundation's localization value: a literal, possibly interpolated; the model keeps the
    /// development-language text it spells.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
        /// The text, interpolations written in.
        let text: String
        /// A literal without interpolations.
        public init(stringLiteral value: String) { text = value }
        /// A literal with interpolations.
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
        /// The parts of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""
            /// Room for the literal.
            public init(literalCapacity: Int, interpolationCount: Int) {}
            /// A literal part.
            public mutating func appendLiteral(_ literal: String) { text += literal }
            /// A string argument.
            public mutating func appendInterpolation(_ string: String) { text += string }
            /// A number argument, written as `formatted()` writes it.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { text += value.formatted() }
        }
    }

    /// iOS 16: a string from a String Catalog by key. The model has no catalog at run time and
    /// returns the development-language value (what the catalog holds for it).
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, comment: StaticString? = nil
    ) { self = defaultValue.text }
}

extension BinaryInteger {
    /// Foundation's locale-aware formatting (iOS 15), as English writes it: groups of three
    /// digits separated by commas.
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
