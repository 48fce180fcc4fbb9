/// Which locale titles are shown in, and the development language they fall back to.
public struct Localization: Hashable, Sendable {
    /// The locale shown.
    public var locale: LocaleTag
    /// The button file's first locale.
    public var development: LocaleTag

    /// Creates a localization.
    /// - Parameters:
    ///   - locale: The locale shown.
    ///   - development: The fallback locale.
    public init(locale: LocaleTag, development: LocaleTag) {
        self.locale = locale
        self.development = development
    }

    /// The text of `text` in this locale.
    public func text(_ text: LocalizedText) -> String { text.resolved(for: locale, development: development) }
}
