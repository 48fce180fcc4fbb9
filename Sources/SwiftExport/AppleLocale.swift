import ButtonKit

/// The localization names Xcode uses in String Catalogs (``LocaleTag/appleName``).
enum AppleLocale {
    /// `zh` and `zh-CN` → `zh-Hans`, `zh-TW` → `zh-Hant`, `pt-BR` → `pt-BR`.
    static func tag(_ locale: LocaleTag) -> String { locale.appleName }
}
