/// A string in every locale a button file declares: one plain string for all of them, or
/// one per locale tag. A missing locale falls back as `NSLocalizedString` does: to the
/// same language (`zh` for `zh-Hant`), then to the development language.
public enum LocalizedText: Hashable, Sendable {
    /// The same text in every locale.
    case plain(String)
    /// Text per locale tag, in file order.
    case byLocale([LocalizedEntry])

    /// The text for `locale`, falling back to the same language, then to `development`,
    /// then to the first entry.
    /// - Parameters:
    ///   - locale: The locale the simulator shows.
    ///   - development: The file's first locale.
    public func resolved(for locale: LocaleTag, development: LocaleTag) -> String {
        switch self {
        case .plain(let text):
            return text
        case .byLocale(let entries):
            if let exact = entries.first(where: { $0.locale == locale }) { return exact.text }
            if let sameLanguage = entries.first(where: { $0.locale.language == locale.language }) {
                return sameLanguage.text
            }
            if let fallback = entries.first(where: { $0.locale == development }) { return fallback.text }
            return entries.first?.text ?? ""
        }
    }

    /// Every text it holds, for measuring the widest title.
    public var allTexts: [String] {
        switch self {
        case .plain(let text): [text]
        case .byLocale(let entries): entries.map(\.text)
        }
    }
}

/// One locale's text of a ``LocalizedText``.
public struct LocalizedEntry: Hashable, Sendable {
    /// The locale tag as the file wrote it.
    public var locale: LocaleTag
    /// The text in that locale.
    public var text: String

    /// Creates an entry.
    /// - Parameters:
    ///   - locale: The tag.
    ///   - text: The text.
    public init(locale: LocaleTag, text: String) {
        self.locale = locale
        self.text = text
    }
}
