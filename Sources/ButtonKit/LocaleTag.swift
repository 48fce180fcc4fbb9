/// A BCP 47 language tag such as `en`, `zh` or `pt-BR`, as button files declare them.
public struct LocaleTag: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The tag as written, such as `pt-BR`.
    public let rawValue: String

    /// Creates a tag from its text as written.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a tag from a literal such as `"en"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// English, the simulator's own language.
    public static let en: LocaleTag = "en"
    /// Chinese.
    public static let zh: LocaleTag = "zh"

    /// The primary language subtag, lowercased: `pt` for `pt-BR`.
    public var language: String {
        String(rawValue.split(separator: "-", maxSplits: 1).first ?? "").lowercased()
    }

    /// Whether the text is a plausible BCP 47 tag: 2 to 8 letters, then `-` separated
    /// subtags of 1 to 8 letters or digits (``NameRule/localeTag``).
    public var isWellFormed: Bool { NameRule.localeTag.accepts(rawValue) }

    /// The name Xcode gives this localization in String Catalogs and `.lproj` folders:
    /// Chinese by script (`zh` and `zh-CN` → `zh-Hans`, `zh-TW` → `zh-Hant`, `zh-HK` as
    /// Apple keeps it), every other tag as written.
    public var appleName: String {
        let parts = rawValue.split(separator: "-").map { $0.lowercased() }
        guard parts.first == "zh" else { return rawValue }
        if parts.contains("hans") { return "zh-Hans" }
        if parts.contains("hant") { return "zh-Hant" }
        switch parts.dropFirst().first {
        case "tw", "mo": return "zh-Hant"
        case "hk": return "zh-HK"
        default: return "zh-Hans"
        }
    }

    /// The declared tag this one names: itself, or the one with the same Apple name (so
    /// `--locale zh-Hans` finds a file's `zh`).
    /// - Parameter declared: The tags a button file declares.
    public func matching(in declared: [LocaleTag]) -> LocaleTag? {
        if declared.contains(self) { return self }
        return declared.first { $0.appleName == appleName }
    }

    /// The tag as written.
    public var description: String { rawValue }

    /// Orders tags by their text as written.
    /// - Parameters:
    ///   - lhs: A tag.
    ///   - rhs: Another tag.
    /// - Returns: Whether `lhs` sorts before `rhs`.
    public static func < (lhs: LocaleTag, rhs: LocaleTag) -> Bool { lhs.rawValue < rhs.rawValue }
}
